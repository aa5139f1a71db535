import { useEffect, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { importOnce } from "@/lib/import-once";
import { emptyCvForm } from "../../logic/cv-form-values";
import { loadGeneratedPreview } from "../../preview/hooks/use-generated-preview";
import type { CvData, CvFormValues } from "../../logic/cv-schema";

/** The form rules. */
const loadResolver = importOnce(() => import("../logic/cv-resolver"));

/**
 * zodResolver(cvFormSchema), fetched with the first keystroke (see prefetchSubmitCode): zod stays
 * out of the page's first load, which must stay under 150 KiB gzip on the phones and data plans
 * this site is for, yet is on the device before the person presses Generate CV, even if the
 * connection has dropped by then.
 */
const cvResolver: Resolver<CvFormValues, unknown, CvData> = async (values, context, options) => {
  const { cvFormResolver } = await loadResolver();
  return cvFormResolver(values, context, options);
};

/** Everything a submit needs that is not in the first load: the form rules, the preview (with the CV's words) and the toasts. */
function prefetchSubmitCode() {
  void loadResolver().catch(() => undefined);
  void loadGeneratedPreview().catch(() => undefined);
  void import("@/components/ui/toaster").catch(() => undefined);
}

/**
 * The CV form: react-hook-form with the rules fetched on demand, and Generate CV. `offlineSubmit`
 * is true when the last Generate CV found the rules not on the device and no connection to fetch them.
 */
export function useCvForm() {
  const form = useForm<CvFormValues, unknown, CvData>({
    resolver: cvResolver,
    defaultValues: emptyCvForm(),
    // Focus is ours to move: react-hook-form would pick a field on a tab that is not shown.
    shouldFocusError: false,
  });
  const [offlineSubmit, setOfflineSubmit] = useState(false);

  // The first keystroke fetches what Generate CV needs, so a connection that drops later does not stop it.
  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true },
      callback: () => {
        unsubscribe();
        prefetchSubmitCode();
      },
    });
    return unsubscribe;
  }, [form]);

  /**
   * The rules and the preview that shows the CV are fetched first, so a connection that is gone is
   * said, not a button that does nothing.
   */
  const submit = async (onValid: (cv: CvData) => void, onInvalid: (errors: FieldErrors<CvFormValues>) => void) => {
    try {
      await Promise.all([loadResolver(), loadGeneratedPreview()]);
    } catch (error) {
      console.warn("The form rules could not be fetched", error);
      setOfflineSubmit(true);
      return;
    }
    setOfflineSubmit(false);
    await form.handleSubmit(onValid, onInvalid)();
  };

  return { form, offlineSubmit, submit };
}

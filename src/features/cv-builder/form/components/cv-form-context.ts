import { createContext, useContext } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { CvData, CvFormValues } from "../../logic/cv-schema";

export type CvForm = UseFormReturn<CvFormValues, unknown, CvData>;

/**
 * The CV form's methods, for the steps and fields. react-hook-form's own FormProvider hands out a
 * new value whenever the form's state changes, which re-renders every field of a long CV; the
 * object useForm returns never changes, so this context never re-renders anyone. Fields subscribe
 * to their own state with useFormState instead.
 */
export const CvFormContext = createContext<CvForm | null>(null);

export function useCvForm(): CvForm {
  const form = useContext(CvFormContext);
  if (!form) throw new Error("useCvForm is used outside the CV form");
  return form;
}

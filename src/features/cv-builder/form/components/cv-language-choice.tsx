import { useId } from "react";
import { isLocale, type Locale } from "@/i18n/locales";
import { cn } from "@/lib/cn";
import { cvLanguageField } from "../../logic/cv-fields";

/**
 * 'Language of your CV': English, Français or Kreol Seselwa, each named in its own language, with
 * the hint that most employers read English. Beside 'Generate CV' and on the Preview; both set the
 * same choice, so each needs its own `name`.
 */
export function CvLanguageChoice({
  name,
  value,
  onChange,
  className,
}: {
  name: string;
  value: string;
  onChange: (language: Locale) => void;
  className?: string;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className={cn("min-w-0", className)}>
      <legend className="font-medium">{cvLanguageField.label}</legend>
      <p id={hintId} className="mt-1 text-sm text-muted-foreground">
        {cvLanguageField.hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {cvLanguageField.options.map((option) => (
          <label key={option.value} lang={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={(event) => {
                if (isLocale(event.currentTarget.value)) onChange(event.currentTarget.value);
              }}
              className="size-6 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

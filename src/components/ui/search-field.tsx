import { Search } from "lucide-react";
import { useId, type ComponentProps } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";

type SearchFieldProps = Omit<ComponentProps<"input">, "type" | "onChange" | "id"> & {
  /** The field's name for screen readers; the placeholder shows it to everyone else. */
  label: string;
  onValueChange: (value: string) => void;
  /** Classes for the search landmark that wraps the field. */
  wrapperClassName?: string;
  /** The form's id, so controls outside it (a list's filters) can join it with their `form` attribute. */
  formId?: string;
};

/**
 * A search box in its own search landmark, with a magnifier icon and a bound (visually hidden)
 * label. It searches as the visitor types. The landmark is a form, so before the page's code has
 * run, Enter still searches: the browser sends the box (give it a `name`) to this page's address,
 * whose code then reads it from there.
 */
export function SearchField({ label, onValueChange, wrapperClassName, formId, className, ...props }: SearchFieldProps) {
  const id = useId();
  return (
    <form
      id={formId}
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className={cn("relative", wrapperClassName)}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden="true" className="pointer-events-none absolute top-3.5 left-3 size-4 text-muted-foreground" />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn("pl-9", className)}
        {...props}
      />
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { cvFormSchema } from "../../logic/cv-schema";

/** react-hook-form's resolver for the whole CV form. The page imports this module only when it first validates. */
export const cvFormResolver = zodResolver(cvFormSchema);

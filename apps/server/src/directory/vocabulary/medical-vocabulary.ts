import { z } from "zod";
import vocabularyFile from "./medical-vocabulary.json" with { type: "json" };
import spanishVocabularyFile from "./medical-vocabulary-es.json" with { type: "json" };

/**
 * One entry of the medical vocabulary (medical-vocabulary.json, docs/decisions.md 63): phrases a patient
 * types, the specialties they lead to, the related specialties that also treat it (ranked after), and the
 * conditions or procedures (the directory's clinical terms) they mean.
 */
export interface VocabularyEntry {
  phrases: string[];
  specialties: string[];
  related: string[];
  terms: string[];
}

const vocabularyFileSchema = z.object({
  about: z.string(),
  entries: z
    .array(
      z.object({
        phrases: z.array(z.string().min(1)).min(1),
        specialties: z.array(z.string().min(1)).min(1),
        related: z.array(z.string().min(1)).default([]),
        terms: z.array(z.string().min(1)).default([]),
      }),
    )
    .min(1),
});

/**
 * The vocabulary as the repository holds it, English and Spanish (decision 171), checked on load: a malformed
 * file stops the server at start.
 */
export const MEDICAL_VOCABULARY: readonly VocabularyEntry[] = [
  ...vocabularyFileSchema.parse(vocabularyFile).entries,
  ...vocabularyFileSchema.parse(spanishVocabularyFile).entries,
];

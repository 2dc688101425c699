// Content collections: the company pages (about us, terms, privacy, AML, responsible gaming,
// affiliates) as Markdown per locale. Entry ids are "<lang>/<slug>", e.g. "en/about-us",
// which is what the company page route asks getEntry('company', …) for.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

const company = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/company' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date().optional(),
  }),
});

export const collections = { company };

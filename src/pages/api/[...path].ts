// Every /api request reaches the Hono app. In production the server entry hands /api to
// Hono before Astro; this route serves the dev server and any request that still gets here.
import type { APIRoute } from 'astro';
import { runtime } from '../../server/current.ts';

export const ALL: APIRoute = ({ request }) => runtime().api.fetch(request);

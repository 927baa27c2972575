/**
 * The handlers of a Next.js catch-all route that hands every method to the API's
 * one Hono application, so that `next dev` and `npm start` run the same code
 * (app.ts). Used by src/app/api/[[...path]] and src/app/afbeeldingen/[...path].
 */
import { apiApp } from "./app";

const toTheApi = (request: Request) => apiApp.fetch(request);

export const HANDED_TO_THE_API = { GET: toTheApi, HEAD: toTheApi, POST: toTheApi, PUT: toTheApi, PATCH: toTheApi, DELETE: toTheApi, OPTIONS: toTheApi } as const;

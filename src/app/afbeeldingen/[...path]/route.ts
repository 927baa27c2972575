/**
 * Every request for a product drawing (/afbeeldingen/…) that reaches Next.js (all of them under `next dev`;
 * under `npm start` only what the server does not hand to the API itself)
 * goes to the API's one Hono application, so that both ways run the same code
 * (src/api/app.ts). The drawings are routes of that application, hidden from the API's document.
 */
import { apiApp } from "@/api/app";

const toTheApi = (request: Request) => apiApp.fetch(request);

export const GET = toTheApi;
export const HEAD = toTheApi;
export const POST = toTheApi;
export const PUT = toTheApi;
export const PATCH = toTheApi;
export const DELETE = toTheApi;
export const OPTIONS = toTheApi;

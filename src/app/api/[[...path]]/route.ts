/**
 * Every request for /api/… that reaches Next.js (all of them under `next dev`;
 * under `npm start` only what the server does not hand to the API itself)
 * goes to the API's one Hono application. `[[...path]]` also takes /api/ itself.
 */
import { HANDED_TO_THE_API } from "@/api/next-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = HANDED_TO_THE_API;

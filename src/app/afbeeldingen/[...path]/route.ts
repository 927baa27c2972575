/**
 * Every request for a product drawing (/afbeeldingen/…) that reaches Next.js
 * (all of them under `next dev`) goes to the API's one Hono application, where
 * the drawings are routes hidden from the API's document.
 */
import { HANDED_TO_THE_API } from "@/api/next-route";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = HANDED_TO_THE_API;

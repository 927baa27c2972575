/**
 * The counter id of one delivery (issue 23, point 5): `<deliveryId>.<MAC>`,
 * an HMAC under SESSION_SECRET over the campaign and the delivery, so the
 * open pixel and the tracked links of a mail count for that delivery only,
 * nobody can count for another by changing a number, and nothing about the
 * reader (no address) is in the link. The prefix keeps a newsletter's or an
 * order's token from ever passing here.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

/** 128 bits of the MAC: enough that guessing is hopeless, short enough for a link. */
const MAC_BYTES = 16;

function mac(newsletterId: number, deliveryId: number, secret: string): Buffer {
  return createHmac("sha256", secret).update(`newsletter-counter:${newsletterId}:${deliveryId}`).digest().subarray(0, MAC_BYTES);
}

export function signCounterId(newsletterId: number, deliveryId: number, secret: string): string {
  return `${deliveryId}.${mac(newsletterId, deliveryId, secret).toString("base64url")}`;
}

/** The delivery a counter id names within this campaign, or null when it is not one of ours. */
export function readCounterId(counterId: string, newsletterId: number, secret: string): number | null {
  if (counterId.length > 64) return null;
  const match = /^([1-9]\d{0,9})\.([\w-]{22})$/.exec(counterId);
  if (!match) return null;
  const deliveryId = Number(match[1]);
  if (deliveryId > 2_147_483_647) return null;
  const given = Buffer.from(match[2]!, "base64url");
  const expected = mac(newsletterId, deliveryId, secret);
  // Constant time: a valid id cannot be found byte by byte from response times.
  return given.length === expected.length && timingSafeEqual(given, expected) ? deliveryId : null;
}

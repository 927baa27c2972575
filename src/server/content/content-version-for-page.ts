import "server-only";

/**
 * Which version of the shop's content a page renders: the draft for a member
 * of staff who turned preview on (`/api/preview/`), the published one for
 * everyone else. Pages have no Request object, so this reads the cookies.
 */
import { cookies } from "next/headers";
import { cache } from "react";

import { readEnv, verifyWithAnyKey } from "@/config/env";
import type { ContentVersion } from "@/domain/content/publication";
import { currentStaff } from "@/server/staff/current-staff";

import { PREVIEW_COOKIE, verifyPreview } from "./preview-token";

export const contentVersionForPage = cache(async (): Promise<ContentVersion> => {
  const value = (await cookies()).get(PREVIEW_COOKIE)?.value;
  // No cookie, no staff lookup: the shopper's page pays nothing for preview.
  if (!value) return "published";
  const staff = await currentStaff();
  if (staff === null) return "published";
  return verifyWithAnyKey(readEnv(), (secret) => verifyPreview(value, staff.staffMemberId, new Date(), secret)) ? "draft" : "published";
});

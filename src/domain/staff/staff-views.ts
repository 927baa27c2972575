/**
 * What the staff pages show of a member and their API tokens: the shapes the
 * server hands to the pages and the API answers, without anything secret
 * (a token's secret appears once, in `IssuedApiToken`).
 */
import type { StaffRole } from "./roles";
import type { ShopId } from "./shops";

export interface StaffMemberView {
  name: string;
  emailAddress: string;
  role: StaffRole;
  /** The shop the browser stands in (shop mode), or null. */
  shop: ShopId | null;
}

export interface ApiTokenSummary {
  tokenId: number;
  name: string;
  /** The token's first characters, to recognise it by. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface IssuedApiToken {
  tokenId: number;
  name: string;
  /** The whole token: shown this once. */
  token: string;
  prefix: string;
  createdAt: string;
}

/** A member as an admin sees them in the list of staff. */
export interface StaffMemberSummary {
  staffMemberId: number;
  name: string;
  emailAddress: string;
  role: StaffRole;
  active: boolean;
  createdAt: string;
}

/** A category of the shop's background work as the staff page shows it (specification §7: system-health tasks). */
export interface SystemTaskSummary {
  category: string;
  pending: number;
  oldestPendingSince: string | null;
  /** The category's jobs in the job queue: waiting, to be retried, running. */
  queue: { waiting: number; retrying: number; active: number; oldestWaitingSince: string | null };
}

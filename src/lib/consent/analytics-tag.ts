/**
 * Google's tag in the browser, by the visitor's choice (decisions §7): Consent
 * Mode v2 says "denied" first, the tag (Tag Manager or gtag.js) loads only after
 * consent for analytics with an "update" to what was granted, and the events
 * that waited in `window.dataLayer` (lib/data-layer.ts) are read after those two
 * signals, in the order they happened.
 */
import { analyticsScriptUrl, type AnalyticsTag, type ConsentChoice, consentModeSignals, DENIED_SIGNALS, mayLoadAnalytics } from "@/domain/privacy/consent";
import { readDataLayer } from "@/lib/data-layer";

/**
 * A gtag() command as the tag reads it: an `arguments` object, not an array
 * (Tag Manager and gtag.js tell commands from the shop's event objects that way).
 */
function gtagCommand(..._command: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params -- the tags only take an arguments object as a command
  return arguments;
}

function isConsentCommand(entry: unknown, kind: "default" | "update"): boolean {
  return Object.prototype.toString.call(entry) === "[object Arguments]" && (entry as IArguments)[0] === "consent" && (entry as IArguments)[1] === kind;
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

/** "denied" for everything, first in the queue whatever was pushed before: no tag ever reads an event without it. */
export function declareConsentDefault(): void {
  const queue = dataLayer();
  if (queue.some((entry) => isConsentCommand(entry, "default"))) return;
  queue.unshift(gtagCommand("consent", "default", { ...DENIED_SIGNALS, wait_for_update: 500 }));
}

let loaded = false;

/**
 * Applies a choice on this page: loads the tag when analytics is granted (once),
 * or tells an already loaded tag what is granted now.
 */
export function applyConsent(choice: ConsentChoice, tag: AnalyticsTag | null): void {
  declareConsentDefault();
  if (!tag) return;
  const update = gtagCommand("consent", "update", consentModeSignals(choice));
  if (loaded) {
    // The tag reads what is pushed from now on; a withdrawal stops it from storing anything.
    dataLayer().push(update);
    return;
  }
  if (!mayLoadAnalytics(choice)) return;
  loaded = true;
  const queue = dataLayer();
  // Right after "default", before the events that waited: those were made before the tag loaded, and count with this consent.
  queue.splice(queue.findIndex((entry) => isConsentCommand(entry, "default")) + 1, 0, update);
  if (tag.kind === "gtm") {
    queue.push({ "gtm.start": Date.now(), event: "gtm.js" });
  } else {
    queue.push(gtagCommand("js", new Date()), gtagCommand("config", tag.id));
    // gtag.js reads only commands: the shop's events (waiting and later ones) become gtag events, in order.
    readDataLayer((entry) => {
      const event = gtagEvent(entry);
      if (event) dataLayer().push(gtagCommand("event", event.name, event.parameters));
    });
  }
  const script = document.createElement("script");
  script.async = true;
  script.src = analyticsScriptUrl(tag);
  document.head.appendChild(script);
}

/** A shop event (`{ event, ecommerce, ... }`) as gtag's event name and parameters (GA4 takes the ecommerce fields at the top). */
export function gtagEvent(entry: object): { name: string; parameters: Record<string, unknown> } | null {
  const { event, ecommerce, ...rest } = entry as { event?: unknown; ecommerce?: unknown };
  if (typeof event !== "string" || event.startsWith("gtm.")) return null;
  const shopping = typeof ecommerce === "object" && ecommerce !== null ? ecommerce : {};
  return { name: event, parameters: { ...shopping, ...rest } };
}

/**
 * The visitor's session and app state (specification §3, §4). The page HTML is
 * the same for every anonymous visitor (the page cache), so the app state is
 * fetched in the browser (started while the page hydrates); that request also starts the session cookie
 * that carts are bound to, which is why every cart request waits for it.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";

import { fetchAppState } from "./app-state";
import { takeEarlyAppState } from "./early-requests";
import type { AppState } from "./types";

export interface CartSession {
  appState: AppState | null;
  /** The same app state for callbacks that must see the newest without being made again. */
  appStateRef: RefObject<AppState | null>;
  /** The app state once fetched (one request, however many wait); null when it failed, so the next call tries again. */
  ensureSession: () => Promise<AppState | null>;
  /** Fetches the app state anew: the session is gone (a 401), and this starts a new one. */
  restartSession: () => Promise<AppState | null>;
}

export function useCartSession(): CartSession {
  const [appState, setAppState] = useState<AppState | null>(null);
  const appStateRef = useRef<AppState | null>(null);
  const session = useRef<Promise<AppState | null> | null>(null);

  const ensureSession = useCallback(() => {
    // The first time, the request the page started while it hydrated (early-requests.ts).
    session.current ??= (takeEarlyAppState() ?? fetchAppState()).then(
      (state) => {
        appStateRef.current = state;
        setAppState(state);
        return state;
      },
      () => {
        session.current = null;
        return null;
      },
    );
    return session.current;
  }, []);

  const restartSession = useCallback(() => {
    session.current = null;
    return ensureSession();
  }, [ensureSession]);

  // After the first render: the app state (the request the page started, early-requests.ts), which starts the session.
  useEffect(() => {
    void ensureSession();
  }, [ensureSession]);

  return { appState, appStateRef, ensureSession, restartSession };
}

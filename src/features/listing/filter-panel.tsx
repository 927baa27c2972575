"use client";
/**
 * The filters exist once in the page: in the sidebar, and while the filter
 * drawer is open (xs and sm), moved into it with a portal. Rendering them a
 * second time for the drawer put a second copy of every facet in the page's
 * React Server Components payload (a seventh of a category page), which every
 * request paid for, though few shoppers open the drawer.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

interface FilterPanelPlace {
  /** The drawer's content box while the drawer is open; null: the filters stay in the sidebar. */
  drawer: HTMLElement | null;
  setDrawer: (node: HTMLElement | null) => void;
}

const FilterPanelContext = createContext<FilterPanelPlace>({ drawer: null, setDrawer: () => undefined });

export function FilterPanelProvider({ children }: { children: ReactNode }) {
  const [drawer, setDrawer] = useState<HTMLElement | null>(null);
  const place = useMemo(() => ({ drawer, setDrawer }), [drawer]);
  return <FilterPanelContext value={place}>{children}</FilterPanelContext>;
}

/** Wraps the filters in the sidebar; shows them in the open drawer instead. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const { drawer } = useContext(FilterPanelContext);
  return drawer ? createPortal(children, drawer) : children;
}

/** A ref callback for the drawer's content box: the filters move in while it is mounted. */
export function useFilterDrawerTarget(): (node: HTMLElement | null) => void {
  return useContext(FilterPanelContext).setDrawer;
}

"use client";
/**
 * MUI components with Next.js's Link inside. Server components cannot pass the
 * Link function to a (client) MUI component themselves, so they use these.
 *
 * Pages render per request, so Next's default of prefetching every link that
 * scrolls into view would cost one server render per visible link (dozens per
 * page view). These links prefetch only when a shopper shows intent: pointer
 * over, keyboard focus or touch.
 */
import Box, { type BoxProps } from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import IconButton, { type IconButtonProps } from "@mui/material/IconButton";
import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import type { AnchorHTMLAttributes } from "react";

interface Href {
  href: string;
}

function useIntentPrefetch(href: string) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return { prefetch: false, onMouseEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch } as const;
}

/** A plain link (no MUI): for server-rendered markup styled with a CSS module. */
export function IntentLink(props: Href & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  return <NextLink {...useIntentPrefetch(props.href)} {...props} />;
}

export function BoxLink(props: Href & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "color"> & Pick<BoxProps, "sx">) {
  return <Box component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

export function ButtonLink(props: Href & Omit<ButtonProps, "href">) {
  return <Button component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

export function IconButtonLink(props: Href & Omit<IconButtonProps, "href">) {
  return <IconButton component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

export function ListItemButtonLink(props: Href & Omit<ListItemButtonProps, "href">) {
  return <ListItemButton component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

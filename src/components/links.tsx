"use client";
/**
 * MUI components with Next.js's Link inside. Server components cannot pass the
 * Link function to a (client) MUI component themselves, so they use these.
 * They prefetch on intent only, as IntentLink does (intent-link.tsx).
 */
import Box, { type BoxProps } from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import ListItemButton, { type ListItemButtonProps } from "@mui/material/ListItemButton";
import NextLink from "next/link";
import type { AnchorHTMLAttributes } from "react";

import { type Href, useIntentPrefetch } from "./intent-link";

export function BoxLink(props: Href & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "color"> & Pick<BoxProps, "sx">) {
  return <Box component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

export function ButtonLink(props: Href & Omit<ButtonProps, "href">) {
  return <Button component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}


export function ListItemButtonLink(props: Href & Omit<ListItemButtonProps, "href">) {
  return <ListItemButton component={NextLink} {...useIntentPrefetch(props.href)} {...props} />;
}

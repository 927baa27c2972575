"use client";
/**
 * The product dialogs as overlays: their code (and MUI's) loads when a shopper
 * first opens one, never with a page.
 */
import dynamic from "next/dynamic";

export const AddedToCartDialog = dynamic(() => import("./added-to-cart-dialog").then((module) => module.AddedToCartDialog), { ssr: false });
export const EnergyLabelDialog = dynamic(() => import("./energy-label-dialog").then((module) => module.EnergyLabelDialog), { ssr: false });

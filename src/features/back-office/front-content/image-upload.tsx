"use client";
/**
 * An image for a banner or block: uploaded to /api/content/images/ (checked
 * by its bytes and resized there), and its address put in the form's field.
 */
import { useState } from "react";
import { useNotify, useWrappedSource } from "react-admin";
import { useFormContext } from "react-hook-form";

import { callApi } from "../data/data-provider";
import { FRONT_CONTENT_COPY as C } from "./copy";

/** `source` is relative to where it stands (inside an array's row it names that row's field). */
export function ImageUpload({ source: relative }: { source: string }) {
  const source = useWrappedSource(relative);
  const { setValue } = useFormContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const stored = (await callApi((input, init) => fetch(input, init), "/api/content/images/", { method: "POST", body: file })) as { src: string };
      setValue(source, stored.src, { shouldDirty: true, shouldValidate: true });
      notify(C.banner.uploaded, { type: "success" });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: "error" });
    } finally {
      setBusy(false);
    }
  };
  return (
    <label style={{ display: "inline-flex", flexDirection: "column", gap: 4, marginBottom: 16 }}>
      <span>{busy ? C.banner.uploading : C.banner.upload}</span>
      <input type="file" accept="image/jpeg,image/png,image/webp,image/avif" disabled={busy} onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])} />
    </label>
  );
}

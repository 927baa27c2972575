"use client";
/**
 * The product form's "Afbeeldingen" tab (issue 21, part D): the product's
 * uploaded photos in their order, with a preview, the alt text, moving and
 * removing, and uploading new ones. The product is the record of react-admin's
 * record context (the form's); without one (a product not yet saved) the tab
 * says to save first. Staff see the photos; only admins change them (the API
 * refuses others anyway). Nothing here is a react-admin input: the photos are
 * saved at once, not with the product form's save button, and Enter in the alt
 * field saves the alt text rather than the form.
 */
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import DeleteIcon from "@mui/icons-material/Delete";
import UploadIcon from "@mui/icons-material/Upload";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useState } from "react";
import { Confirm, useCanAccess, useLogout, useNotify, useRecordContext } from "react-admin";

import { MAX_IMAGES_PER_PRODUCT, UPLOAD_TYPES } from "@/domain/catalogue/uploaded-images";

import { IMAGES_COPY as COPY } from "./copy";
import { createProductImagesApi, type ProductImage, type ProductImages } from "./product-images-api";

const ACCEPT = Object.keys(UPLOAD_TYPES).join(",");

interface Failure {
  message: string;
  status?: number;
  body?: { errors?: Record<string, string> };
}

export function ProductImagesTab() {
  const record = useRecordContext();
  const productId = record?.id;
  if (productId === undefined || productId === null || productId === "") {
    return <Alert severity="info">{COPY.saveFirst}</Alert>;
  }
  return <ProductImagesEditor productId={productId} />;
}

function ProductImagesEditor({ productId }: { productId: string | number }) {
  const api = useMemo(() => createProductImagesApi(), []);
  const notify = useNotify();
  const logout = useLogout();
  const { canAccess: mayChange } = useCanAccess({ resource: "product-images", action: "edit" });
  const [images, setImages] = useState<ProductImages | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const fail = useCallback(
    (error: unknown) => {
      const failure = error as Failure;
      if (failure.status === 401) return void logout();
      const fieldMessage = failure.body?.errors?.file ?? failure.body?.errors?.alt ?? failure.body?.errors?.position;
      setProblem(fieldMessage && fieldMessage !== failure.message ? `${failure.message} ${fieldMessage}` : failure.message);
      notify(failure.message, { type: "error" });
    },
    [logout, notify],
  );

  useEffect(() => {
    let current = true;
    api
      .list(productId)
      .then((answer) => current && setImages(answer))
      .catch((error: unknown) => current && fail(error));
    return () => {
      current = false;
    };
  }, [api, productId, fail]);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    let added = 0;
    setProblem(null);
    for (const file of files) {
      setUploading(file.name);
      try {
        await api.upload(productId, file);
        added += 1;
      } catch (error) {
        fail(error);
        break;
      }
    }
    setUploading(null);
    if (added > 0) notify(COPY.uploaded(added), { type: "success" });
    setImages(await api.list(productId).catch(() => images));
  };

  const change = async (image: ProductImage, body: { alt?: string; position?: number }, done: string) => {
    setProblem(null);
    try {
      setImages(await api.change(productId, image.position, body));
      notify(done, { type: "success" });
    } catch (error) {
      fail(error);
    }
  };

  const remove = async (position: number) => {
    setRemoving(null);
    setProblem(null);
    try {
      await api.remove(productId, position);
      notify(COPY.removed, { type: "success" });
      setImages(await api.list(productId));
    } catch (error) {
      fail(error);
    }
  };

  const items = images?.items ?? [];
  const full = items.length >= MAX_IMAGES_PER_PRODUCT;
  return (
    <Box component="section" aria-labelledby="product-images-title" sx={{ display: "grid", gap: 2, width: "100%", maxWidth: 1100 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: 2 }}>
        <Typography id="product-images-title" variant="h6" component="h2">
          {COPY.title}
        </Typography>
        {images ? (
          <Typography variant="body2" color="text.secondary">
            {COPY.count(items.length, MAX_IMAGES_PER_PRODUCT)}
          </Typography>
        ) : null}
      </Box>
      {images?.showsDrawings ? <Alert severity="info">{COPY.drawings}</Alert> : null}
      {mayChange ? (
        <Box sx={{ display: "grid", gap: 1 }}>
          <Box>
            <Button component="label" variant="contained" startIcon={<UploadIcon />} disabled={uploading !== null || full || !images}>
              {COPY.upload}
              <input type="file" accept={ACCEPT} multiple hidden onChange={(event) => void upload(event)} data-testid="product-image-file" />
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {COPY.limits}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {COPY.readOnly}
        </Typography>
      )}
      {uploading ? (
        <Box role="status" sx={{ display: "grid", gap: 1 }}>
          <Typography variant="body2">{COPY.uploading(uploading)}</Typography>
          <LinearProgress />
        </Box>
      ) : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {!images && !problem ? <LinearProgress aria-label={COPY.title} /> : null}
      <Box component="ol" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))" }}>
        {items.map((image) => (
          <ImageCard
            key={`${image.position}-${image.url}`}
            image={image}
            last={image.position === items.length}
            mayChange={mayChange ?? false}
            onAlt={(alt) => void change(image, { alt }, COPY.altSaved)}
            onMove={(position) => void change(image, { position }, COPY.moved)}
            onRemove={() => setRemoving(image.position)}
          />
        ))}
      </Box>
      <Confirm
        isOpen={removing !== null}
        title={COPY.removeTitle(removing ?? 0)}
        content={COPY.removeText}
        confirm={COPY.remove}
        onConfirm={() => void remove(removing!)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}

interface ImageCardProps {
  image: ProductImage;
  last: boolean;
  mayChange: boolean;
  onAlt(alt: string): void;
  onMove(position: number): void;
  onRemove(): void;
}

function ImageCard({ image, last, mayChange, onAlt, onMove, onRemove }: ImageCardProps) {
  const [alt, setAlt] = useState(image.alt);
  const changed = alt.trim() !== image.alt;
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter would send the product form around this tab.
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (changed) onAlt(alt);
  };
  return (
    <Box
      component="li"
      data-testid="product-image"
      sx={{ border: 1, borderColor: "divider", borderRadius: 2, overflow: "hidden", display: "grid", gridTemplateRows: "auto 1fr", bgcolor: "background.paper" }}
    >
      <Box sx={{ position: "relative", aspectRatio: "1 / 1", background: "linear-gradient(#f8f9fb, #eceef2)" }}>
        <img src={image.url} srcSet={image.srcSet} sizes="260px" alt={image.alt} style={{ width: "100%", height: "100%", objectFit: "contain", display: "block" }} />
        <Chip
          label={image.position === 1 ? `${COPY.position(1)} · ${COPY.first}` : COPY.position(image.position)}
          size="small"
          color={image.position === 1 ? "primary" : "default"}
          sx={{ position: "absolute", top: 8, left: 8 }}
        />
      </Box>
      <Box sx={{ p: 1.5, display: "grid", gap: 1, alignContent: "start" }}>
        <Typography variant="caption" color="text.secondary">
          {COPY.size(image.width, image.height, image.byteSize)}
        </Typography>
        {mayChange ? (
          <>
            <TextField
              label={COPY.alt}
              value={alt}
              size="small"
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={onKeyDown}
              helperText={COPY.altHelp}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {changed ? (
              <Box>
                <Button type="button" size="small" variant="outlined" onClick={() => onAlt(alt)}>
                  {COPY.saveAlt}
                </Button>
              </Box>
            ) : null}
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
              <Button type="button" size="small" startIcon={<ArrowBackIcon />} disabled={image.position === 1} onClick={() => onMove(image.position - 1)}>
                {COPY.moveEarlier}
              </Button>
              <Button type="button" size="small" endIcon={<ArrowForwardIcon />} disabled={last} onClick={() => onMove(image.position + 1)}>
                {COPY.moveLater}
              </Button>
              <Button type="button" size="small" color="error" startIcon={<DeleteIcon />} onClick={onRemove} aria-label={`${COPY.remove}: ${COPY.position(image.position)}`}>
                {COPY.remove}
              </Button>
            </Box>
          </>
        ) : (
          <Typography variant="body2">{image.alt || "—"}</Typography>
        )}
      </Box>
    </Box>
  );
}

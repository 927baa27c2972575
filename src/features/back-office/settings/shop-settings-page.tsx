"use client";
/**
 * The shop's settings in the back office (issue 21, point 7; decisions §12):
 * the small-order threshold and fee, the payment fees and the warranty, at
 * /beheer/instellingen. Admins change them (PUT /api/shop/settings/), staff
 * read them. A refused value is shown beside its field (the API's 422 per
 * field); the preview says what a customer will read with these values.
 */
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useState } from "react";
import { NumberInput, SaveButton, SimpleForm, Title, Toolbar, useCanAccess, useLogoutIfAccessDenied, useNotify } from "react-admin";
import { useWatch } from "react-hook-form";

import { deliveryCostText } from "@/domain/cart/delivery-cost";
import { eurosToCents } from "@/domain/money";

import { callApi } from "../data/data-provider";
import { formatEuros, formatMoment } from "../format";

import { SETTINGS_COPY as COPY } from "./copy";
import { EDITABLE, fieldErrors, SHOP_SETTINGS_PATH, settingsBody } from "./settings-form-rules";

/** The API's answer (schemas/answers/shop-settings.ts). */
export interface ShopSettingsRecord {
  smallOrderThreshold: number;
  smallOrderFee: number;
  pinOnDeliveryFee: number;
  creditcardFee: number;
  warrantyYears: number;
  source: "environment" | "database";
  updatedAt: string | null;
  updatedBy: string | null;
}

const fetcher = (input: string, init?: RequestInit) => fetch(input, init);
const amountOrZero = (value: unknown) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : 0);
const feeText = (euros: number) => (euros > 0 ? formatEuros(euros) : COPY.free);

function Preview() {
  const [threshold, fee, pin, creditcard, years] = useWatch({ name: [...EDITABLE] }) as unknown[];
  const promise =
    amountOrZero(threshold) > 0 && amountOrZero(fee) > 0
      ? deliveryCostText({ kind: "freeFrom", thresholdCents: eurosToCents(amountOrZero(threshold)), feeCents: eurosToCents(amountOrZero(fee)) })
      : deliveryCostText({ kind: "free" });
  return (
    <Box component="section" aria-labelledby="settings-preview" data-testid="settings-preview" sx={{ mt: 1, p: 2, borderRadius: 1, bgcolor: "action.hover", width: "100%" }}>
      <Typography id="settings-preview" variant="subtitle2" component="h2" gutterBottom>
        {COPY.previewTitle}
      </Typography>
      <Typography variant="body2">{promise}</Typography>
      <Typography variant="body2">{COPY.previewFees(feeText(amountOrZero(pin)), feeText(amountOrZero(creditcard)))}</Typography>
      <Typography variant="body2">{COPY.previewWarranty(typeof years === "number" ? years : 0)}</Typography>
    </Box>
  );
}

function SectionTitle({ children }: { children: string }) {
  return (
    <Typography variant="subtitle1" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export function ShopSettingsPage() {
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { canAccess: mayEdit, isPending } = useCanAccess({ resource: "shop-settings", action: "edit" });
  const [record, setRecord] = useState<ShopSettingsRecord | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    callApi(fetcher, SHOP_SETTINGS_PATH)
      .then((answer) => current && setRecord(answer as ShopSettingsRecord))
      .catch(async (error: unknown) => {
        if (!current) return;
        setFailed(true);
        await logoutIfAccessDenied(error);
      });
    return () => {
      current = false;
    };
  }, [logoutIfAccessDenied]);

  const save = useCallback(
    async (values: Record<string, unknown>) => {
      try {
        setRecord((await callApi(fetcher, SHOP_SETTINGS_PATH, { method: "PUT", body: settingsBody(values) })) as ShopSettingsRecord);
        notify(COPY.saved, { type: "success" });
        return undefined;
      } catch (error) {
        if (await logoutIfAccessDenied(error)) return undefined;
        notify(error instanceof Error ? error.message : String(error), { type: "error" });
        return fieldErrors(error) ?? undefined;
      }
    },
    [notify, logoutIfAccessDenied],
  );

  const readOnly = isPending || !mayEdit;
  return (
    <Box sx={{ maxWidth: 720, mt: 2 }}>
      <Title title={COPY.title} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {COPY.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {COPY.intro}
          </Typography>
          {record ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="settings-source">
              {record.source === "database" && record.updatedAt ? COPY.source.database(record.updatedBy, formatMoment(record.updatedAt)) : COPY.source.environment}
            </Typography>
          ) : null}
          {!isPending && !mayEdit ? (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              {COPY.readOnly}
            </Typography>
          ) : null}
          {failed ? (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {COPY.loadFailed}
            </Typography>
          ) : null}
        </CardContent>
        {record ? (
          <SimpleForm
            // A new record (after saving) starts the form again from what the server keeps.
            key={record.updatedAt ?? "defaults"}
            record={record}
            onSubmit={save}
            // The API's Dutch message per field, not the browser's own bubble for min and max.
            noValidate
            disabled={readOnly}
            toolbar={
              readOnly ? (
                false
              ) : (
                <Toolbar>
                  <SaveButton alwaysEnable={false} />
                </Toolbar>
              )
            }
            sx={{ pt: 0 }}
          >
            <SectionTitle>{COPY.smallOrderTitle}</SectionTitle>
            <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, width: "100%" }}>
              <NumberInput source="smallOrderThreshold" label={COPY.smallOrderThreshold} helperText={COPY.smallOrderThresholdHelp} step={1} min={0} sx={{ flex: "1 1 220px" }} />
              <NumberInput source="smallOrderFee" label={COPY.smallOrderFee} step={0.05} min={0} sx={{ flex: "1 1 220px" }} />
            </Box>
            <SectionTitle>{COPY.paymentTitle}</SectionTitle>
            <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2, width: "100%" }}>
              <NumberInput source="pinOnDeliveryFee" label={COPY.pinOnDeliveryFee} step={0.05} min={0} sx={{ flex: "1 1 220px" }} />
              <NumberInput source="creditcardFee" label={COPY.creditcardFee} step={0.05} min={0} sx={{ flex: "1 1 220px" }} />
            </Box>
            <SectionTitle>{COPY.warrantyTitle}</SectionTitle>
            <NumberInput source="warrantyYears" label={COPY.warrantyYears} helperText={COPY.warrantyHelp} step={1} min={2} max={15} sx={{ maxWidth: 320 }} />
            <Preview />
          </SimpleForm>
        ) : null}
      </Card>
    </Box>
  );
}

"use client";
/**
 * The product form (issue 21, part A), for edit and create, in tabs:
 * Algemeen, Prijzen (with what the customer will see), Opties & diensten,
 * Specificaties (typed by the category's product type), Energie (class and the
 * label's figures), FAQ & labels, and the slots of parts B and D (Winkel,
 * Afbeeldingen). The API checks everything again and answers each wrong field,
 * which react-admin puts beside it.
 */
import Typography from "@mui/material/Typography";
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Create,
  DateField,
  Edit,
  Labeled,
  NumberField,
  NumberInput,
  SaveButton,
  SelectArrayInput,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextField,
  TextInput,
  Toolbar,
  required,
  useCanAccess,
} from "react-admin";
import { useWatch } from "react-hook-form";

import { CustomerViewPanel } from "./customer-view";
import { ProductImagesTab } from "./images/product-images-tab";
import { PRODUCT_COPY as COPY } from "./product-copy";
import type { CatalogueChoices, SpecificationChoice } from "./product-types";
import { ProductShopTab } from "./shop/product-shop-tab";
import { useCatalogueChoices } from "./use-catalogue-choices";

const F = COPY.fields;
const money = { step: 0.01, min: 0 };

function useProductType(choices: CatalogueChoices | undefined) {
  const categoryId = useWatch({ name: "categoryId" }) as number | string | undefined;
  const category = choices?.categories.find((entry) => String(entry.categoryId) === String(categoryId));
  return category ? choices?.productTypes.find((type) => type.code === category.productType) : undefined;
}

function SpecificationInput({ spec }: { spec: SpecificationChoice }) {
  const source = `specifications.${spec.key}`;
  const label = spec.unit ? `${spec.label} (${spec.unit})` : spec.label;
  if (spec.kind === "number") return <NumberInput source={source} label={label} />;
  if (spec.kind === "boolean") return <BooleanInput source={source} label={label} />;
  return <AutocompleteInput source={source} label={label} choices={spec.values.map((value) => ({ id: value, name: value }))} onCreate={(value) => ({ id: value ?? "", name: value ?? "" })} />;
}

function SpecificationInputs({ groups }: { groups: SpecificationChoice["group"][] }) {
  const choices = useCatalogueChoices();
  const type = useProductType(choices);
  if (!type) return <Typography color="text.secondary">{COPY.help.noType}</Typography>;
  const specs = type.specifications.filter((spec) => groups.includes(spec.group));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {COPY.help.specificationsOfType(type.name.toLowerCase())}
      </Typography>
      {specs.map((spec) => (
        <SpecificationInput key={spec.key} spec={spec} />
      ))}
    </>
  );
}

function EnergyInputs() {
  const choices = useCatalogueChoices();
  const type = useProductType(choices);
  return (
    <>
      <SelectInput source="energyClass" label={F.energyClass} choices={(choices?.energyClasses ?? []).map((value) => ({ id: value, name: value }))} emptyText="—" />
      {type && !type.needsEnergyLabel ? (
        <Typography variant="body2" color="text.secondary">
          {COPY.help.energyNotNeeded}
        </Typography>
      ) : (
        <SpecificationInputs groups={["energy"]} />
      )}
    </>
  );
}

function GeneralInputs() {
  const choices = useCatalogueChoices();
  return (
    <>
      <TextInput source="name" label={F.name} validate={required()} />
      <TextInput source="slug" label={F.slug} validate={required()} helperText={COPY.help.slug} />
      <AutocompleteInput source="brand" label={F.brand} choices={(choices?.brands ?? []).map((brand) => ({ id: brand.slug, name: brand.name }))} validate={required()} />
      <AutocompleteInput source="categoryId" label={F.categoryId} choices={(choices?.categories ?? []).map((category) => ({ id: category.categoryId, name: category.name }))} validate={required()} />
      <TextInput source="series" label={F.series} />
      <TextInput source="colour" label={F.colour} validate={required()} />
      <TextInput source="ean" label={F.ean} validate={required()} slotProps={{ htmlInput: { inputMode: "numeric", maxLength: 13 } }} />
      <TextInput source="description" label={F.description} multiline minRows={4} fullWidth />
      <BooleanInput source="expired" label={F.expired} />
    </>
  );
}

function StockFacts() {
  return (
    <>
      <Labeled label={F.stock}>
        <NumberField source="stock" />
      </Labeled>
      <Labeled label={F.stockEstimatedDate}>
        <DateField source="stockEstimatedDate" emptyText="—" />
      </Labeled>
      <Typography variant="body2" color="text.secondary">
        {COPY.help.stock}
      </Typography>
    </>
  );
}

function ProductForm({ isEdit }: { isEdit: boolean }) {
  const { canAccess } = useCanAccess({ resource: "products", action: "edit" });
  return (
    // Save only: a product is taken out of the assortment (expired), never deleted, so its orders keep it.
    <TabbedForm
      toolbar={
        canAccess === false ? (
          false
        ) : (
          <Toolbar>
            <SaveButton />
          </Toolbar>
        )
      }
      syncWithLocation={false}
    >
      <TabbedForm.Tab label={COPY.tabs.general}>
        {isEdit ? <TextField source="productId" label={F.productId} /> : null}
        <GeneralInputs />
        {isEdit ? <StockFacts /> : null}
      </TabbedForm.Tab>
      <TabbedForm.Tab label={COPY.tabs.prices}>
        <NumberInput source="price" label={F.price} validate={required()} helperText={COPY.help.price} slotProps={{ htmlInput: money }} />
        <NumberInput source="cashDeskDiscount" label={F.cashDeskDiscount} slotProps={{ htmlInput: money }} />
        <NumberInput source="makeAmendsDiscount" label={F.makeAmendsDiscount} helperText={COPY.help.makeAmends} slotProps={{ htmlInput: money }} />
        <NumberInput source="cashback" label={F.cashback} slotProps={{ htmlInput: money }} />
        <NumberInput source="deliveryCost" label={F.deliveryCost} validate={required()} slotProps={{ htmlInput: money }} />
        <NumberInput source="pickUpDiscountPrice" label={F.pickUpDiscountPrice} slotProps={{ htmlInput: money }} />
        <CustomerViewPanel />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={COPY.tabs.options}>
        <NumberInput source="assemblyPrice" label={F.assemblyPrice} slotProps={{ htmlInput: money }} />
        <NumberInput source="assemblyPriceSecondary" label={F.assemblyPriceSecondary} slotProps={{ htmlInput: money }} />
        <BooleanInput source="freeAssembly" label={F.freeAssembly} />
        <BooleanInput source="freeAssemblyDismissable" label={F.freeAssemblyDismissable} />
        <NumberInput source="extraServicePrice" label={F.extraServicePrice} slotProps={{ htmlInput: money }} />
        <BooleanInput source="freeExtraService" label={F.freeExtraService} />
        <NumberInput source="warrantyYears" label={F.warrantyYears} slotProps={{ htmlInput: { step: 1, min: 1, max: 30 } }} />
        <NumberInput source="extraWarrantyPrice" label={F.extraWarrantyPrice} slotProps={{ htmlInput: money }} />
        <NumberInput source="extraWarrantyYears" label={F.extraWarrantyYears} slotProps={{ htmlInput: { step: 1, min: 1, max: 30 } }} />
        <BooleanInput source="freeExtraWarranty" label={F.freeExtraWarranty} />
        <BooleanInput source="freeExtraWarrantyDismissable" label={F.freeExtraWarrantyDismissable} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={COPY.tabs.specifications}>
        <SpecificationInputs groups={["properties", "dimensions"]} />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={COPY.tabs.energy}>
        <EnergyInputs />
      </TabbedForm.Tab>
      <TabbedForm.Tab label={COPY.tabs.faq}>
        <TagInput />
        <ArrayInput source="faq" label={F.faq}>
          <SimpleFormIterator inline={false} fullWidth>
            <TextInput source="question" label={F.question} validate={required()} fullWidth />
            <TextInput source="answer" label={F.answer} validate={required()} multiline fullWidth />
          </SimpleFormIterator>
        </ArrayInput>
      </TabbedForm.Tab>
      {isEdit ? (
        <TabbedForm.Tab label={COPY.tabs.images}>
          <ProductImagesTab />
        </TabbedForm.Tab>
      ) : null}
      {isEdit ? (
        <TabbedForm.Tab label={COPY.tabs.shop}>
          <ProductShopTab />
        </TabbedForm.Tab>
      ) : null}
    </TabbedForm>
  );
}

function TagInput() {
  const choices = useCatalogueChoices();
  return <SelectArrayInput source="tagIds" label={F.tagIds} choices={(choices?.tags ?? []).map((tag) => ({ id: tag.tagId, name: tag.name }))} />;
}

/** What the form sends: empty amounts as null (none), the rest as typed; read-only parts are dropped by the API. */
export function productBody(values: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...values };
  for (const [key, value] of Object.entries(body)) if (value === "" || value === undefined) body[key] = null;
  for (const key of ["series", "description"]) if (body[key] === null) body[key] = "";
  body.specifications = Object.fromEntries(Object.entries((values.specifications as Record<string, unknown> | undefined) ?? {}).map(([key, value]) => [key, value === "" || value === undefined ? null : value]));
  body.faq = values.faq ?? [];
  body.tagIds = values.tagIds ?? [];
  return body;
}

export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" transform={productBody}>
      <ProductForm isEdit />
    </Edit>
  );
}

const NEW_PRODUCT = {
  series: "",
  description: "",
  deliveryCost: 0,
  freeAssembly: false,
  freeAssemblyDismissable: false,
  freeExtraService: false,
  freeExtraWarranty: false,
  freeExtraWarrantyDismissable: false,
  expired: false,
  specifications: {},
  faq: [],
  tagIds: [],
};

export function ProductCreate() {
  return (
    <Create transform={productBody} redirect="edit" record={NEW_PRODUCT}>
      <ProductForm isEdit={false} />
    </Create>
  );
}


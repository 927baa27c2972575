/**
 * The rich-text editor's toolbar in Dutch (ra-input-rich-text's `ra.tiptap.*`
 * keys, which react-admin's own message file does not have).
 */
export const TIPTAP_DUTCH = {
  align_center: "Centreren",
  align_justify: "Uitvullen",
  align_left: "Links uitlijnen",
  align_right: "Rechts uitlijnen",
  blockquote: "Citaat (kader)",
  bold: "Vet",
  clear_format: "Opmaak wissen",
  code: "Code",
  color: "Kleur",
  current_level: "Huidig niveau",
  heading1: "Kop 1",
  heading2: "Kop 2",
  heading3: "Kop 3",
  heading4: "Kop 4",
  heading5: "Kop 5",
  heading6: "Kop 6",
  highlight: "Markeren",
  image: "Afbeelding",
  image_dialog: "Adres van de afbeelding",
  italic: "Cursief",
  link: "Link toevoegen",
  list_bulleted: "Lijst met opsommingstekens",
  list_numbered: "Genummerde lijst",
  paragraph: "Alinea",
  select_level: "Niveau kiezen",
  strike: "Doorhalen",
  underline: "Onderstrepen",
} as const;

/**
 * Questions and answers on product pages: three to five per product type, in the
 * voice of a shop's customer service, and one per bundle member ("can I buy it on
 * its own?"). Facts follow the specification and decisions: five years of
 * warranty, next-day delivery before 22:00, the pick-up point in Zoeterwoude, free
 * old-for-new take-back.
 */
import { DEFAULT_WARRANTY_YEARS, describeExtraWarranty } from "@/domain/catalogue/warranty";

import type { ProductFaqInsert } from "./rows";
import type { ProductTypeCode } from "./product-types";
import { SEED_PRODUCT_TYPES } from "./product-types";
import { TYPE_PROFILES } from "./type-profiles";

export type { ProductFaqInsert };

interface Qa {
  question: string;
  answer: string;
}

/** One or two questions only a shopper of this type asks. */
const SPECIFIC: Record<ProductTypeCode, Qa[]> = {
  wasmachine: [
    {
      question: "Welk vulgewicht heb ik nodig?",
      answer: "Reken op ongeveer 1,5 kilo wasgoed per persoon per dag. Voor één of twee personen is 7 kilo genoeg, voor een gezin van vier kies je 8 of 9 kilo.",
    },
    {
      question: "Kan de wasmachine op een houten vloer staan?",
      answer: "Dat kan, maar bij het centrifugeren trilt hij meer. Zet hem bij voorkeur in een hoek of op een stevige betonvloer, en stel de stelvoetjes goed af.",
    },
  ],
  wasdroger: [
    {
      question: "Wat is het verschil tussen een condensdroger en een warmtepompdroger?",
      answer: "Een warmtepompdroger hergebruikt zijn warmte en verbruikt daardoor ongeveer de helft minder stroom. Hij droogt op een lagere temperatuur, dus iets langer maar zachter voor je kleding.",
    },
    {
      question: "Mag de droger op de wasmachine?",
      answer: "Ja, met een tussenstuk (stapelkit) van hetzelfde merk. Die kun je bij ons als accessoire bestellen; onze monteurs plaatsen hem bij montage.",
    },
  ],
  wasdroogcombinatie: [
    {
      question: "Kan ik een volle trommel wassen en meteen drogen?",
      answer: "Nee, drogen lukt met ongeveer de helft van het wasgewicht. Was je een volle trommel, droog dan in twee keer.",
    },
  ],
  koelkast: [
    {
      question: "Hoe lang moet de koelkast staan voordat ik hem aanzet?",
      answer: "Heeft hij rechtop vervoerd gestaan, dan kun je hem na een uur aanzetten. Heeft hij gelegen, wacht dan vier uur zodat de olie in de compressor kan terugzakken.",
    },
    {
      question: "Kan ik de deur aan de andere kant laten draaien?",
      answer: "Bij de meeste koelkasten is de deurdraairichting verwisselbaar. Kies je voor montage, dan draaien onze monteurs de deur ter plekke om.",
    },
  ],
  "amerikaanse-koelkast": [
    {
      question: "Past een Amerikaanse koelkast door mijn deur?",
      answer: "Meet de breedte van je deuren en gangen: de meeste modellen zijn zonder deuren ongeveer 72 cm diep. Onze bezorgers halen zo nodig de deuren van de koelkast af.",
    },
    {
      question: "Heb ik een wateraansluiting nodig?",
      answer: "Alleen voor modellen met een vaste wateraansluiting. Andere modellen met dispenser vul je met een los waterreservoir.",
    },
  ],
  vriezer: [
    {
      question: "Mag een vriezer in de garage of schuur staan?",
      answer: "Alleen als hij geschikt is voor lage temperaturen (klimaatklasse SN). Onder de 10 °C werken veel vriezers niet goed; kijk in de productinformatie.",
    },
  ],
  vaatwasser: [
    {
      question: "Hoeveel couverts heb ik nodig?",
      answer: "Eén couvert is de vaat van één persoon bij een driegangendiner. Voor een huishouden van vier is een vaatwasser van 13 of 14 couverts prettig.",
    },
  ],
  fornuis: [
    {
      question: "Kan ik een gasfornuis zelf aansluiten?",
      answer: "Een gasaansluiting moet door een erkend installateur gebeuren. Kies voor montage, dan sluit onze monteur het fornuis veilig aan.",
    },
  ],
  // One set for gas, ceramic and induction hobs alike: the answers name the type they are about.
  kookplaat: [
    {
      question: "Welke pannen kan ik gebruiken?",
      answer: "Op gas en keramisch werkt elke pan met een vlakke bodem. Op inductie heb je pannen met een magnetische bodem nodig: blijft een magneet aan de onderkant plakken, dan werkt de pan.",
    },
    {
      question: "Welke aansluiting heeft de kookplaat nodig?",
      answer: "Een gaskookplaat sluit een erkend installateur aan op de gasleiding. Inductie- en keramische kookplaten werken het best op een perilex-aansluiting (twee groepen); sommige modellen kun je ook op een gewone groep met een lager vermogen aansluiten.",
    },
  ],
  inbouwoven: [
    {
      question: "Past de oven in mijn keukenkast?",
      answer: "Kijk naar de nishoogte: een gewone oven past in een nis van 60 cm, een combimagnetron of stoomoven in een nis van 45 cm.",
    },
  ],
  afzuigkap: [
    {
      question: "Afvoer of recirculatie: wat is beter?",
      answer: "Afvoer naar buiten verwijdert ook vocht en werkt het best. Kan dat niet, dan filtert recirculatie de lucht met een koolstoffilter en blaast hem terug de keuken in.",
    },
  ],
  kokendwaterkraan: [
    {
      question: "Is kokend water uit de kraan veilig met kinderen?",
      answer: "Ja. De kokendwaterknop heeft een kinderbeveiliging: je moet hem indrukken en draaien. Het straaltje is dun en sproeit niet.",
    },
  ],
  inbouwkoelkast: [
    {
      question: "Wat is het verschil tussen een sleepdeur en een vaste deur?",
      answer: "Bij een vaste deur zit de keukendeur direct op de koelkastdeur: steviger en mooier. Een sleepdeur schuift mee via een rail en past in oudere keukens.",
    },
  ],
  inbouwvaatwasser: [
    {
      question: "Volledig of half integreerbaar?",
      answer: "Een volledig integreerbare vaatwasser valt helemaal achter de keukendeur weg. Bij half integreerbaar blijft het bedieningspaneel boven de deur zichtbaar.",
    },
  ],
  magnetron: [
    {
      question: "Kan ik met een combimagnetron ook bakken?",
      answer: "Ja. Een combimagnetron heeft naast de magnetron ook hetelucht en een grill, zodat je er een cake of ovenschotel in kunt bakken.",
    },
  ],
  stofzuiger: [
    {
      question: "Zak of zakloos?",
      answer: "Een stofzuiger met zak is hygiënischer bij het legen, fijn bij allergie. Zakloos scheelt de aanschaf van zakken, maar het reservoir moet vaker geleegd worden.",
    },
  ],
  strijkijzer: [
    {
      question: "Wanneer kies ik een stoomgenerator?",
      answer: "Strijk je veel of grote stukken zoals overhemden en beddengoed, dan werkt een stoomgenerator sneller door de krachtige stoomstoot en het grote waterreservoir.",
    },
  ],
  koffiemachine: [
    {
      question: "Hoe vaak moet ik de koffiemachine ontkalken?",
      answer: "Gemiddeld om de twee tot drie maanden, bij hard water vaker. De meeste machines geven zelf aan wanneer het tijd is.",
    },
  ],
  waterkoker: [
    {
      question: "Hoe ontkalk ik mijn waterkoker?",
      answer: "Kook een mengsel van water en azijn of citroenzuur, laat het een half uur staan en spoel daarna twee keer na met schoon water.",
    },
  ],
  airfryer: [
    {
      question: "Heb ik olie nodig in een airfryer?",
      answer: "Nauwelijks. Voor krokante friet is een eetlepel olie genoeg; voorgebakken snacks kunnen zonder.",
    },
  ],
  keukenmachine: [
    {
      question: "Kan ik met een keukenmachine ook deeg kneden?",
      answer: "Ja, met de kneedhaak. Let bij zwaar deeg zoals brooddeeg op een vermogen vanaf 1000 watt.",
    },
  ],
  blender: [
    {
      question: "Kan ik hete soep in de blender pureren?",
      answer: "In een glazen kan wel, maar vul hem niet meer dan half en begin op de laagste stand. Een kunststof kan is niet altijd tegen hitte bestand.",
    },
  ],
  broodrooster: [
    {
      question: "Kan ik ook bevroren brood roosteren?",
      answer: "Ja, met de ontdooifunctie ontdooit en roostert het broodrooster je brood in één keer.",
    },
  ],
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The questions of every product type, positioned from 1; ids from `firstId`. */
export function buildTypeFaqs(firstId: number): ProductFaqInsert[] {
  const rows: ProductFaqInsert[] = [];
  for (const type of SEED_PRODUCT_TYPES) {
    const name = lower(type.name);
    const profile = TYPE_PROFILES[type.code];
    const qas: Qa[] = [
      {
        question: `Hoe lang is de garantie op een ${name}?`,
        answer: `Je krijgt standaard ${DEFAULT_WARRANTY_YEARS} jaar garantie op je ${name}. Gaat er in die tijd iets mis, dan repareren of vervangen we hem gratis. Bij veel apparaten kun je de garantie met extra garantie verlengen: ${describeExtraWarranty()}.`,
      },
      ...SPECIFIC[type.code],
      profile.assemblyCents
        ? {
            question: `Nemen jullie mijn oude ${name} mee?`,
            answer: `Ja, gratis. Bij de bezorging nemen we je oude ${name} mee en zorgen we dat hij wordt gerecycled (oud-voor-nieuw). Zet het aan bij het afrekenen. Met installatie koppelt onze monteur hem los; anders zorg je dat hij losgekoppeld klaarstaat.`,
          }
        : {
            question: `Kan ik mijn ${name} ook afhalen?`,
            answer: "Ja, in ons afhaalcentrum in Zoeterwoude. Bestel online, kies voor afhalen en je krijgt bericht zodra je bestelling klaarstaat; de bezorgkosten vervallen dan.",
          },
    ];
    if (profile.assemblyCents) {
      qas.push({
        question: `Kunnen jullie de ${name} ook installeren?`,
        answer: `Ja. Kies bij je bestelling voor montage: onze monteurs sluiten de ${name} aan, controleren of alles werkt en nemen het verpakkingsmateriaal mee.`,
      });
    }
    qas.slice(0, 5).forEach((qa, index) => {
      rows.push({ faqId: firstId + rows.length, productType: type.code, productId: null, ...qa, position: index + 1 });
    });
  }
  return rows;
}

export interface BundleMember {
  productId: number;
  fullName: string;
  bundleName: string;
  partnerName: string;
  discountCents: number;
}

/** "Can I buy it on its own?" for every product that is part of a bundle. */
export function buildBundleFaqs(members: readonly BundleMember[], firstId: number): ProductFaqInsert[] {
  return members.map((member, index) => ({
    faqId: firstId + index,
    productType: null,
    productId: member.productId,
    question: `Kan ik de ${member.fullName} ook los kopen?`,
    answer: `Ja. Koop je hem samen met de ${member.partnerName} als ${member.bundleName}, dan krijg je € ${Math.round(member.discountCents / 100)} combinatiekorting.`,
    position: 1,
  }));
}

/**
 * The texts the demo shop starts with (issue 23): the customer-service pages,
 * the pick-up point, the privacy statement and /over-ons/, as they were when
 * they lived in the code. `{{…}}` are the placeholders that the page fills in
 * from the settings and configuration in force (domain/content/pages.ts), so
 * the fees, numbers and hours in them stay true after an admin changes one.
 */
import type { PageCreateInput } from "@/schemas/content/page";

export const SEED_PAGES: readonly PageCreateInput[] = [
  {
    "path": "/klantenservice/",
    "draft": {
      "title": "Klantenservice",
      "metaTitle": "Klantenservice",
      "description": "Vragen over bestellen, bezorgen, betalen, retourneren of garantie? Bel {{telefoon-nl}}, elke dag tot 23:00, of vind hier direct je antwoord.",
      "navLabel": "Klantenservice",
      "summary": "",
      "intro": "<p>Waar kunnen we je mee helpen? Hier vind je antwoord op de meeste vragen. Liever iemand spreken? Bel ons, ook in de avond en in het weekend.</p>",
      "sections": [],
      "faq": [
        {
          "question": "Wanneer wordt mijn bestelling bezorgd?",
          "answer": "Bestel je voor {{bestel-voor}} en is alles op voorraad, dan bezorgen we de volgende dag, van maandag tot en met zaterdag. Je kunt ook zelf een dag kiezen binnen {{bezorgdagen-vooruit}} dagen, of een week tot {{bezorgweken-vooruit}} weken vooruit."
        },
        {
          "question": "Wat kost bezorgen?",
          "answer": "{{bezorgkosten}} Voor sommige grote apparaten gelden eigen bezorgkosten; die staan bij het product. Afhalen in Zoeterwoude is gratis."
        },
        {
          "question": "Kan ik mijn bestelling zelf ophalen?",
          "answer": "Ja, in ons afhaalcentrum aan de {{afhaaladres}}. Is alles op voorraad en bestel je minstens {{afhaalmarge}} voor sluitingstijd, dan haal je het dezelfde dag nog op. {{afhalen-meenemen-zin}}"
        },
        {
          "question": "Hoe herroep ik mijn aankoop?",
          "answer": "Je hebt {{bedenktijd-dagen}} dagen bedenktijd na ontvangst. Kies ‘Herroep je aankoop hier’ op de pagina van je bestelling of in je bevestigingsmail en bevestig. Je krijgt direct een bevestiging per e-mail."
        },
        {
          "question": "Nemen jullie mijn oude apparaat mee?",
          "answer": "Ja, bij de bezorging van een nieuw apparaat nemen we je oude, vergelijkbare apparaat gratis mee. Zorg dat het leeg klaarstaat, en losgekoppeld als je geen installatie kiest; met installatie koppelen wij het los."
        },
        {
          "question": "Hoeveel garantie krijg ik?",
          "answer": "Op elk apparaat krijg je {{garantie-jaren}} jaar garantie van Stekker, bovenop je wettelijke garantie. Met extra garantie verleng je die."
        },
        {
          "question": "Hoe kan ik betalen?",
          "answer": "Met iDEAL (Nederland), Bancontact (België), creditcard{{creditcard-toeslag}} of bankoverschrijving, of met je pinpas bij bezorging ({{toeslag-pinnen-bij-bezorging}}) of bij afhalen."
        }
      ]
    }
  },
  {
    "path": "/klantenservice/bestellen/",
    "draft": {
      "title": "Bestellen bij Stekker",
      "metaTitle": "Bestellen en algemene voorwaarden",
      "description": "Zo bestel je bij Stekker: je winkelwagen, je gegevens, bezorgen of afhalen met je bezorgdag, betalen en je bevestiging. Met onze algemene voorwaarden.",
      "navLabel": "Bestellen",
      "summary": "Zo bestel je, wat er in je bevestiging staat en onze algemene voorwaarden.",
      "intro": "<p>Bestellen gaat in een paar stappen. Je ziet vooraf wat je betaalt: alle prijzen zijn inclusief btw en je ziet de bezorgkosten voordat je bestelt.</p>",
      "sections": [
        {
          "anchor": "zo-bestel-je",
          "heading": "Zo bestel je",
          "level": 2,
          "body": "<ol><li>Kies je apparaat en eventueel extra opties, zoals montage, extra service of extra garantie. Die opties staan nooit vooraf aangevinkt.</li><li>Bekijk je winkelwagen. Je ziet per product de prijs, de opties en de bezorgkosten, en onderaan het totaalbedrag.</li><li>Vul je gegevens en je adres in. Zakelijke klanten vullen ook de bedrijfsnaam en het btw-nummer in.</li><li>Kies bezorgen of afhalen in Zoeterwoude. Bij bezorgen kies je de dag die jou past.</li><li>Kies een betaalmethode, ga akkoord met de algemene voorwaarden en klik op ‘Bestelling plaatsen en betalen’.</li></ol>"
        },
        {
          "anchor": "bevestiging",
          "heading": "Je bevestiging",
          "level": 2,
          "body": "<p>Direct na je bestelling zie je je bestelnummer en sturen we een bevestiging per e-mail. Daarin staan je bestelling, de bezorgdag of het afhaalmoment, je betaling, deze algemene voorwaarden en de link naar je bestelling.</p>\n<p>Op de pagina van je bestelling zie je de status van je betaling. Daar vind je ook ‘Herroep je aankoop hier’, als je toch van je aankoop af wilt.</p>"
        },
        {
          "anchor": "wijzigen",
          "heading": "Iets wijzigen of annuleren",
          "level": 2,
          "body": "<p>Wil je een andere bezorgdag, een ander adres of een product minder? Bel onze klantenservice op {{telefoon}} of mail naar {{email}}. Zolang je bestelling nog niet onderweg is, passen we het aan.</p>\n<p>Wil je de hele aankoop ongedaan maken, dan kan dat altijd binnen de bedenktijd. <a href=\"/klantenservice/annuleren-retourneren/\">Lees hoe annuleren en retourneren werkt</a>.</p>"
        },
        {
          "anchor": "zakelijk",
          "heading": "Zakelijk bestellen",
          "level": 2,
          "body": "<p>Bestel je voor je bedrijf, vul dan je bedrijfsnaam en btw-nummer in. Je kunt de prijzen dan ook zonder btw laten zien. Wat je betaalt hangt af van de btw-regels: met een geldig btw-nummer uit een ander EU-land verleggen we de btw, met een Nederlands btw-nummer betaal je Nederlandse btw. De factuur krijg je per e-mail.</p>"
        },
        {
          "anchor": "algemene-voorwaarden",
          "heading": "Algemene voorwaarden",
          "level": 2,
          "body": "<p>Deze voorwaarden gelden voor elke bestelling bij {{bedrijfsnaam}}, {{bedrijfsadres}}. Je gaat ermee akkoord wanneer je een bestelling plaatst. Je kunt ze opslaan of afdrukken; we sturen ze ook mee met je bevestiging.</p>"
        },
        {
          "anchor": "voorwaarden-wie",
          "heading": "Wie we zijn",
          "level": 3,
          "body": "<p>{{winkelnaam}} is de webwinkel van:</p>\n<p>{{bedrijfsgegevens}}</p>"
        },
        {
          "anchor": "voorwaarden-aanbod",
          "heading": "1. Ons aanbod",
          "level": 3,
          "body": "<p>We beschrijven onze producten zo volledig en nauwkeurig mogelijk, met afbeeldingen, specificaties en, waar dat verplicht is, het Europese energielabel en het productinformatieblad. Kennelijke vergissingen of fouten in het aanbod binden ons niet. Het aanbod geldt zolang de voorraad strekt.</p>"
        },
        {
          "anchor": "voorwaarden-prijzen",
          "heading": "2. Prijzen",
          "level": 3,
          "body": "<p>Alle prijzen zijn in euro’s en inclusief 21% btw. Bezorgkosten, kosten voor opties zoals montage en kosten van een betaalmethode zie je in je winkelwagen en bij het afrekenen, voordat je bestelt. Andere kosten rekenen we niet. Een doorgestreepte prijs is de laagste prijs van de 30 dagen voor de korting.</p>"
        },
        {
          "anchor": "voorwaarden-overeenkomst",
          "heading": "3. Bestelling en bevestiging",
          "level": 3,
          "body": "<p>De overeenkomst komt tot stand zodra je je bestelling plaatst. We bevestigen die direct per e-mail. Blijkt een product na je bestelling toch niet leverbaar, dan laten we je dat zo snel mogelijk weten en betalen we wat je al hebt betaald binnen 14 dagen terug.</p>"
        },
        {
          "anchor": "voorwaarden-betaling",
          "heading": "4. Betaling",
          "level": 3,
          "body": "<p>Je betaalt met een van de betaalmethoden die we bij het afrekenen aanbieden. Kies je een bankoverschrijving, dan maak je het bedrag binnen {{overmaken-dagen}} dagen over; we versturen je bestelling zodra de betaling binnen is. Betaal je niet op tijd, dan mogen we de bestelling annuleren. Betaal je bij bezorging of afhalen, dan betaal je met je pinpas bij de overdracht.</p>"
        },
        {
          "anchor": "voorwaarden-levering",
          "heading": "5. Bezorging en afhalen",
          "level": 3,
          "body": "<p>We bezorgen in Nederland en België op het adres dat je opgeeft, op de dag of in de week die je kiest. Lukt dat niet, dan laten we het je zo snel mogelijk weten en spreken we een nieuwe dag af; je mag de bestelling dan ook kosteloos ontbinden. Het risico van verlies of beschadiging gaat op jou over zodra je het product hebt ontvangen.</p>"
        },
        {
          "anchor": "voorwaarden-herroeping",
          "heading": "6. Herroepingsrecht",
          "level": 3,
          "body": "<p>Als consument mag je je aankoop binnen {{bedenktijd-dagen}} dagen na ontvangst zonder opgave van reden herroepen. Dat kan met de functie ‘Herroep je aankoop hier’ op de pagina van je bestelling en in je bevestigingsmail, met het modelformulier of met een andere duidelijke verklaring. We betalen je binnen {{bedenktijd-dagen}} dagen terug, inclusief de standaard bezorgkosten. Het herroepingsrecht geldt niet voor producten die we speciaal voor jou op maat hebben gemaakt.</p>\n<p><a href=\"/klantenservice/annuleren-retourneren/\">Lees alles over herroepen en retourneren</a>.</p>"
        },
        {
          "anchor": "voorwaarden-garantie",
          "heading": "7. Garantie",
          "level": 3,
          "body": "<p>Een product moet doen wat je er redelijkerwijs van mag verwachten, zo lang als je dat mag verwachten: dat is de wettelijke garantie. Daarnaast geven we op elk apparaat {{garantie-jaren}} jaar garantie, en je kunt die met extra garantie verlengen. Onze garantie komt bovenop je wettelijke rechten en beperkt ze nooit.</p>"
        },
        {
          "anchor": "voorwaarden-klachten",
          "heading": "8. Klachten",
          "level": 3,
          "body": "<p>Heb je een klacht, meld die dan zo snel mogelijk nadat je het gebrek hebt ontdekt, bij voorkeur binnen twee maanden, telefonisch op {{telefoon}}, per e-mail aan {{email}} of als antwoord op je bevestigingsmail. We reageren binnen 14 dagen. Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter.</p>"
        },
        {
          "anchor": "voorwaarden-privacy",
          "heading": "9. Privacy",
          "level": 3,
          "body": "<p>We gebruiken je gegevens alleen om je bestelling uit te voeren, je te helpen en onze wettelijke plichten na te komen, zoals het bewaren van facturen. Welke gegevens dat zijn, met wie we ze delen, hoe lang we ze bewaren en wat je rechten zijn, staat in onze privacyverklaring.</p>\n<p><a href=\"/klantenservice/privacy/\">Lees onze privacyverklaring</a> en <a href=\"/cookies/\">welke cookies en opslag we in je browser gebruiken</a>.</p>"
        },
        {
          "anchor": "voorwaarden-recht",
          "heading": "10. Toepasselijk recht",
          "level": 3,
          "body": "<p>Op onze overeenkomsten is Nederlands recht van toepassing. Woon je in België, dan behoud je de bescherming die het Belgische consumentenrecht je geeft.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/bezorgen-afhalen/",
    "draft": {
      "title": "Bezorgen en afhalen",
      "metaTitle": "Bezorgen en afhalen",
      "description": "Voor {{bestel-voor}} besteld, morgen in huis, ook op zaterdag. Kies je bezorgdag, laat je oude apparaat gratis meenemen of haal af in Zoeterwoude.",
      "navLabel": "Bezorgen en afhalen",
      "summary": "Voor {{bestel-voor}} besteld, morgen in huis. Kies je bezorgdag of haal zelf af.",
      "intro": "<p>Bestel je voor {{bestel-voor}}, dan bezorgen we de volgende bezorgdag al. Liever later, of haal je zelf op? Dat kan ook.</p>",
      "sections": [
        {
          "anchor": "bezorgdag-kiezen",
          "heading": "Bezorgdag kiezen",
          "level": 2,
          "body": "<ul><li>Voor {{bestel-voor}} besteld en op voorraad: we bezorgen de volgende dag, van maandag tot en met zaterdag.</li><li>Komt het je later beter uit, kies dan bij het afrekenen zelf een dag binnen {{bezorgdagen-vooruit}} dagen.</li><li>Verbouw je of komt er een nieuwe keuken? Kies dan een week, tot {{bezorgweken-vooruit}} weken vooruit. We nemen contact op om de dag in die week af te spreken.</li><li>Op feestdagen, zoals Koningsdag, Hemelvaartsdag, Tweede Paasdag, Tweede Pinksterdag en de kerstdagen, bezorgen we niet.</li><li>Is een product nog niet op voorraad, dan zie je de verwachte bezorgdag bij het product en bij het afrekenen.</li></ul>"
        },
        {
          "anchor": "waddeneilanden",
          "heading": "Waddeneilanden",
          "level": 3,
          "body": "<p>Op Texel, Vlieland, Terschelling, Ameland en Schiermonnikoog bezorgen we op dinsdag en donderdag. Je kiest bij het afrekenen een van die dagen.</p>"
        },
        {
          "anchor": "belgie",
          "heading": "België",
          "level": 3,
          "body": "<p>In België bezorgen we van maandag tot en met vrijdag. Op Belgische feestdagen bezorgen we daar niet.</p>"
        },
        {
          "anchor": "bezorgkosten",
          "heading": "Bezorgkosten",
          "level": 2,
          "body": "<p>{{bezorgkosten}}</p>\n<p>{{bezorgkosten-overzicht}}</p>\n<p>Het bedrag van de producten telt na korting. Wat je betaalt, zie je bij elk product en in je winkelwagen, voordat je bestelt. Haal je zelf af, dan betaal je geen bezorg- of verzendkosten.</p>"
        },
        {
          "anchor": "verdieping-oud-voor-nieuw",
          "heading": "Op de verdieping en oud voor nieuw",
          "level": 2,
          "body": "<ul><li>Grote apparaten dragen we tot in de ruimte waar ze komen te staan, ook op een verdieping. Vul bij het afrekenen in op welke verdieping je woont en of er een lift is.</li><li>Bij de bezorging van een nieuw apparaat nemen we je oude, vergelijkbare apparaat gratis mee: een wasmachine voor een wasmachine, een koelkast voor een koelkast. Zorg dat het leeg en, bij een koelkast of vriezer, ontdooid klaarstaat; zonder installatie ook losgekoppeld. Met installatie koppelt onze monteur het los.</li><li>Het oude apparaat wordt verantwoord gerecycled.</li></ul>\n<p>Wil je dat we het apparaat ook aansluiten of inbouwen? <a href=\"/klantenservice/installatie-inbouw/\">Lees wat installatie en inbouw inhoudt</a>.</p>"
        },
        {
          "anchor": "afhaaladres",
          "heading": "Afhalen in Zoeterwoude",
          "level": 2,
          "body": "<p>Haal je bestelling op in ons {{afhaalcentrum}}. Is alles op voorraad en bestel je minstens {{afhaalmarge}} voor sluitingstijd, dan haal je het dezelfde dag nog op. Je betaalt geen bezorgkosten en op veel apparaten krijg je afhaalkorting.</p>\n<p>{{adres-afhaalcentrum}}</p>\n<p>{{openingstijden-afhaalcentrum}}</p>\n<p><a href=\"/afhaalcentrum/\">Alles over afhalen en de route naar het afhaalcentrum</a></p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/betalen/",
    "draft": {
      "title": "Betalen",
      "metaTitle": "Betalen en betaalmogelijkheden",
      "description": "Betaal bij Stekker met iDEAL, Bancontact, creditcard, bankoverschrijving of met je pinpas bij bezorging of afhalen. Alle kosten zie je vooraf.",
      "navLabel": "Betalen",
      "summary": "iDEAL, Bancontact, creditcard, overboeking of pinnen bij bezorging of afhalen.",
      "intro": "<p>Je betaalt veilig via onze betaalprovider. Welke betaalmethoden je ziet, hangt af van je land en van bezorgen of afhalen. Kosten van een betaalmethode zie je vooraf in je totaalbedrag.</p>",
      "sections": [
        {
          "anchor": "betaalmogelijkheden",
          "heading": "Betaalmogelijkheden",
          "level": 2,
          "body": "<p>Dit zijn alle manieren waarop je bij ons kunt betalen.</p>"
        },
        {
          "anchor": "betalen-ideal",
          "heading": "iDEAL",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-ideal}}</li><li><strong>Beschikbaar:</strong> Alleen in Nederland</li></ul>\n<p>Je kiest je bank en rondt de betaling af in je eigen bankapp. Je bestelling is direct betaald.</p>"
        },
        {
          "anchor": "betalen-bancontact",
          "heading": "Bancontact",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-bancontact}}</li><li><strong>Beschikbaar:</strong> Alleen in België</li></ul>\n<p>Je betaalt met je Bancontact-kaart of de app van je bank. Je bestelling is direct betaald.</p>"
        },
        {
          "anchor": "betalen-creditcard",
          "heading": "Creditcard",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-creditcard}}</li><li><strong>Beschikbaar:</strong> In Nederland en België</li></ul>\n<p>Je betaalt met Visa of Mastercard, beveiligd met 3D Secure: je bevestigt de betaling in de app van je bank of kaartuitgever.</p>"
        },
        {
          "anchor": "betalen-bankoverschrijving",
          "heading": "Bankoverschrijving (vooraf)",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-bankoverschrijving}}</li><li><strong>Beschikbaar:</strong> In Nederland en België</li></ul>\n<p>Je maakt het totaalbedrag zelf over, binnen {{overmaken-dagen}} dagen. Het rekeningnummer en het betalingskenmerk vind je in je bevestigingsmail en op de pagina van je bestelling. We versturen je bestelling zodra je betaling binnen is; reken op één tot twee werkdagen voordat die bij ons is.</p>"
        },
        {
          "anchor": "betalen-pinnen-bij-bezorging",
          "heading": "Pinnen bij bezorging",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-pinnen-bij-bezorging}}</li><li><strong>Beschikbaar:</strong> Bij bezorging, niet bij montage en niet bij afhalen</li></ul>\n<p>Je betaalt met je pinpas aan de deur, als we je bestelling bezorgen. Kies je montage, dan betaal je vooraf online.</p>"
        },
        {
          "anchor": "betalen-pinnen-bij-afhalen",
          "heading": "Pinnen bij afhalen",
          "level": 3,
          "body": "<ul><li><strong>Kosten:</strong> {{betaalkosten-pinnen-bij-afhalen}}</li><li><strong>Beschikbaar:</strong> Alleen bij afhalen in Zoeterwoude</li></ul>\n<p>Je betaalt met je pinpas aan de balie als je je bestelling ophaalt.</p>"
        },
        {
          "anchor": "prijzen-btw",
          "heading": "Prijzen en btw",
          "level": 2,
          "body": "<p>Alle prijzen zijn inclusief 21% btw. Zakelijke klanten kunnen de prijzen zonder btw laten zien; met een geldig buitenlands EU-btw-nummer verleggen we de btw.</p>"
        },
        {
          "anchor": "betaling-mislukt",
          "heading": "Is je betaling niet gelukt?",
          "level": 2,
          "body": "<p>We houden je bestelling nog 2 uur na het bestellen voor je vast. Op de pagina van je bestelling betaal je met ‘Betaal alsnog’, ook met een andere bank of kaart. Betaal je niet binnen die 2 uur, dan annuleren we je bestelling, wordt er niets afgeschreven en krijg je daarover een e-mail. Lukt het niet, bel ons dan: we helpen je met een andere betaalmethode.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/annuleren-retourneren/",
    "draft": {
      "title": "Annuleren en retourneren",
      "metaTitle": "Annuleren, retourneren en herroepingsrecht",
      "description": "Je hebt {{bedenktijd-dagen}} dagen bedenktijd na ontvangst. Zo herroep je je aankoop, stuur je het terug en krijg je je geld binnen {{bedenktijd-dagen}} dagen terug.",
      "navLabel": "Annuleren en retourneren",
      "summary": "{{bedenktijd-dagen}} dagen bedenktijd, herroepen, terugsturen en je geld terug.",
      "intro": "<p>Toch niet tevreden? Je hebt {{bedenktijd-dagen}} dagen bedenktijd en je hoeft niet te zeggen waarom.</p>",
      "sections": [
        {
          "anchor": "bedenktijd",
          "heading": "{{bedenktijd-dagen}} dagen bedenktijd",
          "level": 2,
          "body": "<p>Je bedenktijd van {{bedenktijd-dagen}} dagen gaat in op de dag nadat je je bestelling hebt ontvangen. Krijg je je bestelling in delen, dan telt de dag nadat je het laatste product hebt ontvangen. Binnen die tijd mag je je aankoop zonder opgave van reden herroepen.</p>\n<p>Wil je annuleren voordat je bestelling onderweg is? Ook dat is herroepen: gebruik de functie hieronder of bel ons, dan houden we de bestelling tegen.</p>"
        },
        {
          "anchor": "herroepen",
          "heading": "Herroepen",
          "level": 2,
          "body": "<p><strong>Herroep je aankoop hier</strong> staat op de pagina van je bestelling en in je bevestigingsmail. Zo werkt het:</p>\n<ol><li>Open je bestelling via de link in je bevestigingsmail en kies ‘Herroep je aankoop hier’.</li><li>Bevestig dat je je aankoop wilt herroepen.</li><li>Je krijgt direct een bevestiging per e-mail, met de datum en het tijdstip waarop we je herroeping hebben ontvangen. Bewaar die.</li></ol>\n<p>Je mag ook het modelformulier hieronder invullen en ons sturen, of ons op een andere duidelijke manier laten weten dat je herroept, bijvoorbeeld door te bellen naar {{telefoon}} of te mailen naar {{email}}. Je bent op tijd als je je herroeping verstuurt voordat de bedenktijd voorbij is.</p>"
        },
        {
          "anchor": "terugsturen",
          "heading": "Terugsturen",
          "level": 2,
          "body": "<ul><li>Stuur het product binnen {{bedenktijd-dagen}} dagen na je herroeping terug, met de accessoires en zo mogelijk in de originele verpakking.</li><li>Grote apparaten halen we bij je op; we bellen je om een dag af te spreken. Kleine apparaten breng je naar het afhaalcentrum in Zoeterwoude of stuur je op met het retourlabel dat we je mailen.</li><li>De kosten van het terugsturen zijn voor ons.</li></ul>\n<p>Je mag het product uitproberen zoals je dat in een winkel zou doen. Heb je het meer gebruikt dan nodig is om te zien of het bevalt, of is het beschadigd, dan mogen we de waardevermindering verrekenen. Een ingebouwd apparaat is niet altijd nieuw terug te nemen; overleg dan eerst met ons.</p>"
        },
        {
          "anchor": "terugbetaling",
          "heading": "Je geld terug",
          "level": 2,
          "body": "<p>We betalen je binnen {{bedenktijd-dagen}} dagen na ontvangst van je herroeping alles terug wat je hebt betaald, inclusief de standaard bezorgkosten, op dezelfde manier als je hebt betaald. Koos je een duurdere manier van bezorgen dan de standaard, dan betalen we het verschil niet terug. We mogen wachten met terugbetalen tot we het product terug hebben of tot je hebt laten zien dat je het hebt teruggestuurd.</p>"
        },
        {
          "anchor": "uitzonderingen",
          "heading": "Wanneer het herroepingsrecht niet geldt",
          "level": 2,
          "body": "<ul><li>Producten die we op jouw verzoek op maat hebben gemaakt.</li><li>Verzegelde producten die om redenen van hygiëne niet terug kunnen als de verzegeling verbroken is.</li><li>Zakelijke aankopen: het herroepingsrecht is er voor consumenten.</li></ul>"
        },
        {
          "anchor": "modelformulier",
          "heading": "Modelformulier voor herroeping",
          "level": 2,
          "body": "<p>Je mag dit formulier gebruiken, maar het hoeft niet. Kopieer de tekst, vul hem in en stuur hem ons per post, per e-mail aan {{email}} of als antwoord op je bevestigingsmail.</p>\n<blockquote><p><strong>Modelformulier voor herroeping</strong></p><p>(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)</p><ul><li>Aan: {{bedrijfsnaam}}, {{bedrijfsadres}}, {{email}}</li><li>Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst* herroep/herroepen*:</li><li>Besteld op*/Ontvangen op*:</li><li>Bestelnummer:</li><li>Naam/Namen consument(en):</li><li>Adres consument(en):</li><li>Handtekening van consument(en) (alleen als dit formulier op papier wordt ingediend):</li><li>Datum:</li></ul><p>* Doorhalen wat niet van toepassing is.</p></blockquote>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/service-garantie/",
    "draft": {
      "title": "Service en garantie",
      "metaTitle": "Service, garantie en reparatie",
      "description": "{{garantie-jaren}} jaar garantie op elk apparaat, verlengbaar met extra garantie. Zo werkt je wettelijke garantie en zo vraag je een reparatie aan.",
      "navLabel": "Service en garantie",
      "summary": "{{garantie-jaren}} jaar garantie, extra garantie en een reparatie aanvragen.",
      "intro": "<p>Op elk apparaat van Stekker heb je {{garantie-jaren}} jaar garantie. Gaat er iets mis, dan regelen wij de reparatie.</p>",
      "sections": [
        {
          "anchor": "wettelijke-garantie",
          "heading": "Wettelijke garantie",
          "level": 2,
          "body": "<p>Een apparaat moet doen wat je er redelijkerwijs van mag verwachten, en zo lang als je dat mag verwachten. Voor een wasmachine of koelkast is dat vaak langer dan de garantie van de fabrikant. Is het apparaat in die tijd kapot zonder dat het aan jou ligt, dan repareren of vervangen we het, of krijg je (een deel van) je geld terug.</p>\n<p>Gaat er in het eerste jaar na levering iets mis, dan gaan we ervan uit dat het gebrek er al was, tenzij we het tegendeel aantonen. In België geldt dat de eerste twee jaar.</p>"
        },
        {
          "anchor": "standaardgarantie",
          "heading": "{{garantie-jaren}} jaar garantie van Stekker",
          "level": 2,
          "body": "<p>Bovenop je wettelijke rechten krijg je op elk apparaat {{garantie-jaren}} jaar garantie, vanaf de dag van levering. Binnen die tijd is een reparatie gratis: geen voorrijkosten, geen arbeidsloon en geen onderdelen.</p>\n<p>Niet onder de garantie vallen schade door een val, verkeerd gebruik of een aansluiting die niet volgens de handleiding is gedaan, kalkschade, en onderdelen die slijten, zoals filters, lampjes en borstels.</p>"
        },
        {
          "anchor": "extra-garantie",
          "heading": "Extra garantie",
          "level": 2,
          "body": "<p>Met extra garantie verleng je de garantie met {{extra-garantie-jaren}} jaar, tot {{garantie-jaren-met-extra}} jaar in totaal, zodat reparaties ook na de standaardtermijn gratis zijn. Je kiest het bij het product of in je winkelwagen; het staat nooit vooraf aangevinkt. De prijs en de duur zie je bij het product en in je winkelwagen.</p>"
        },
        {
          "anchor": "reparatie",
          "heading": "Reparatie aanvragen",
          "level": 2,
          "body": "<ol><li>Zoek je bestelnummer op in je bevestigingsmail en noteer het type- of serienummer van het typeplaatje op het apparaat.</li><li>Bel ons op {{telefoon}} en vertel wat er aan de hand is. Vaak lossen we het samen al telefonisch op.</li><li>Lukt dat niet, dan plannen we een monteur in op een dag die jou past. Kleine apparaten kun je ook afgeven in het afhaalcentrum.</li><li>Is het apparaat niet binnen redelijke tijd te repareren, of gaat het steeds opnieuw kapot, dan krijg je een vervangend apparaat of je geld terug.</li></ol>\n<p>Is je garantie voorbij, dan kunnen we de reparatie ook regelen. Je krijgt dan vooraf een prijsopgave en beslist zelf.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/installatie-inbouw/",
    "draft": {
      "title": "Installatie en inbouw",
      "metaTitle": "Installatie, inbouw en extra service",
      "description": "Laat je apparaat aansluiten of inbouwen door onze monteurs, of kies extra service. Wat de monteur doet en wat het kost voor het eerste en elk volgend apparaat.",
      "navLabel": "Installatie en inbouw",
      "summary": "Aansluiten, inbouwen en extra service door onze monteurs.",
      "intro": "<p>Onze monteurs bezorgen je apparaat, sluiten het aan of bouwen het in, en controleren of alles werkt. Je kiest het als optie bij het product.</p>",
      "sections": [
        {
          "anchor": "montage",
          "heading": "Wat de monteur doet",
          "level": 2,
          "body": "<ul><li>Bezorgt het apparaat op de dag die jij kiest en zet het op zijn plek, ook op een verdieping.</li><li>Sluit het aan op de bestaande aansluitingen voor stroom, water en afvoer.</li><li>Bouwt inbouwapparaten in een passende nis in je keuken in, zoals een oven, vaatwasser, koelkast of kookplaat.</li><li>Controleert of alles goed werkt en legt uit hoe je het apparaat gebruikt.</li><li>Neemt het verpakkingsmateriaal mee, en je oude, vergelijkbare apparaat als je dat wilt.</li></ul>"
        },
        {
          "anchor": "prijs",
          "heading": "Wat montage kost",
          "level": 2,
          "body": "<p>De prijs van montage zie je bij het product. Voor het eerste apparaat dat we monteren betaal je de volle montageprijs; voor elk volgend apparaat in dezelfde bestelling een lager tarief. Bij sommige apparaten is montage gratis; dat zie je dan bij het product.</p>\n<p>Met montage betaal je vooraf online; pinnen bij bezorging kan dan niet.</p>"
        },
        {
          "anchor": "extra-service",
          "heading": "Extra service",
          "level": 2,
          "body": "<p>Wil je het apparaat zelf aansluiten, maar niet zelf sjouwen? Met extra service pakken onze bezorgers het uit, zetten het op de plek van je keuze en nemen de verpakking mee. Aansluiten doen ze niet; daarvoor kies je montage.</p>"
        },
        {
          "anchor": "voorbereiden",
          "heading": "Zo bereid je de montage voor",
          "level": 2,
          "body": "<ul><li>Meet de nis op en vergelijk die met de inbouwmaten bij het product. Timmerwerk, zoals het aanpassen van een nis of werkblad, doen we niet.</li><li>Zorg voor een geaard stopcontact en, waar nodig, een waterkraan en afvoer binnen anderhalve meter van de plek van het apparaat.</li><li>Een kookplaat op krachtstroom of gas sluiten we alleen aan op een bestaande, goedgekeurde aansluiting.</li><li>Maak de weg naar de plek vrij en zorg dat je oude apparaat leeg is, een koelkast of vriezer ontdooid. Loskoppelen doet onze monteur.</li></ul>"
        },
        {
          "anchor": "montage-kiezen",
          "heading": "Montage kiezen",
          "level": 2,
          "body": "<p>Kies bij het product onder ‘Extra opties kiezen’ voor montage of extra service, of zet het later aan in je winkelwagen. De opties staan nooit vooraf aangevinkt.</p>\n<p>Meer over de bezorging en het meenemen van je oude apparaat: <a href=\"/klantenservice/bezorgen-afhalen/\">bezorgen en afhalen</a>.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/klantenservice/privacy/",
    "draft": {
      "title": "Privacyverklaring",
      "metaTitle": "Privacyverklaring",
      "description": "Welke gegevens {{winkelnaam}} van je bewaart, waarom, met wie we ze delen, hoe lang we ze houden en hoe je je rechten gebruikt.",
      "navLabel": "Privacy",
      "summary": "Welke gegevens we van je bewaren, waarom en hoe lang, en je rechten.",
      "intro": "<p>We vragen alleen de gegevens die we nodig hebben om je bestelling te bezorgen, je te helpen en ons aan de wet te houden. We verkopen ze aan niemand en volgen je niet over andere websites.</p>",
      "sections": [
        {
          "anchor": "wie",
          "heading": "Wie is verantwoordelijk",
          "level": 2,
          "body": "<p>{{bedrijfsnaam}} is verantwoordelijk voor je gegevens zoals deze verklaring beschrijft (de ‘verwerkingsverantwoordelijke’ in de AVG).</p>\n<p>{{bedrijfsgegevens}}</p>"
        },
        {
          "anchor": "gegevens",
          "heading": "Welke gegevens we gebruiken, en waarom",
          "level": 2,
          "body": ""
        },
        {
          "anchor": "gegevens-bestelling",
          "heading": "Je bestelling",
          "level": 3,
          "body": "<p>Je naam, adres, e-mailadres en telefoonnummer; bestel je zakelijk, ook je bedrijfsnaam en btw-nummer. Verder wat je bestelt, je keuzes voor bezorging (dag of week, verdieping, lift, je oude apparaat meenemen), montage en garantie, je betaalmethode en of je hebt betaald, en een eventuele herroeping met het tijdstip.</p>\n<ul><li><strong>Waarvoor:</strong> Je bestelling uitvoeren, je op de hoogte houden per e-mail en je helpen als je vragen hebt.</li><li><strong>Grondslag:</strong> De overeenkomst met jou, en onze wettelijke plicht om onze administratie te bewaren.</li><li><strong>Bewaartermijn:</strong> 7 jaar na de bestelling: zo lang moeten we onze administratie bewaren (de fiscale bewaarplicht).</li></ul>"
        },
        {
          "anchor": "gegevens-winkelwagen",
          "heading": "Je winkelwagen",
          "level": 3,
          "body": "<p>Wat je in je winkelwagen legt en wat je bij het afrekenen al invult, bewaren we zodat je later verder kunt. Alleen jouw browser kan die winkelwagen openen, via een cookie met een willekeurige code. Een winkelwagen verloopt 31 dagen na de laatste wijziging.</p>\n<ul><li><strong>Grondslag:</strong> Het voorbereiden van de overeenkomst die je met ons wilt sluiten.</li></ul>"
        },
        {
          "anchor": "gegevens-nieuwsbrief",
          "heading": "De nieuwsbrief",
          "level": 3,
          "body": "<p>Je e-mailadres, of je je aanmelding hebt bevestigd, en wanneer je je aanmeldde, bevestigde of afmeldde. We sturen de nieuwsbrief pas als je je aanmelding met de link in onze e-mail hebt bevestigd. Afmelden kan altijd, met de link in elke nieuwsbrief.</p>\n<ul><li><strong>Grondslag:</strong> Je toestemming; die trek je in door je af te melden.</li><li><strong>Bewaartermijn:</strong> Zolang je bent aangemeld. Na het afmelden bewaren we alleen je adres met de datum van afmelden, zodat we je zeker niets meer sturen en kunnen laten zien dat we je afmelding hebben uitgevoerd.</li></ul>"
        },
        {
          "anchor": "gegevens-voorraadmelding",
          "heading": "Een mail als een product weer op voorraad is",
          "level": 3,
          "body": "<p>Je e-mailadres, het product, en wanneer je je aanmeldde, bevestigde, de mail kreeg of je afmeldde. We mailen je pas als je je aanmelding met de link in onze e-mail hebt bevestigd, en dan één keer: zodra het product weer op voorraad is. Afmelden kan altijd, met de link in elke mail.</p>\n<ul><li><strong>Grondslag:</strong> Je toestemming; die trek je in door je af te melden.</li><li><strong>Bewaartermijn:</strong> Tot we je gemaild hebben of je je afmeldt. Daarna bewaren we alleen je adres met het product en die data, zodat we je zeker niet nog eens mailen en kunnen laten zien wat we je stuurden.</li></ul>"
        },
        {
          "anchor": "gegevens-website",
          "heading": "Als je de website gebruikt",
          "level": 3,
          "body": "<ul><li>Om misbruik tegen te gaan tellen we hoe vaak een IP-adres bijvoorbeeld een winkelwagen aanmaakt of zich aanmeldt voor de nieuwsbrief of een voorraadmelding. Die tellingen houden we hoogstens een uur bij.</li><li>Gaat er in je browser iets mis, dan stuurt de website een foutmelding met het type browser naar ons logboek, zodat we de fout kunnen herstellen.</li><li>We gebruiken geen cookies voor statistieken of advertenties en laten geen andere partijen meekijken.</li></ul>\n<p><a href=\"/cookies/\">Lees welke cookies en opslag we in je browser gebruiken</a>.</p>"
        },
        {
          "anchor": "delen",
          "heading": "Met wie we je gegevens delen",
          "level": 2,
          "body": "<p>Alleen met wie we nodig hebben om je bestelling uit te voeren, en alleen wat die partij nodig heeft. Met elke partij die voor ons werkt, hebben we afspraken gemaakt over het beschermen van je gegevens.</p>\n<ul><li>De bezorger en de monteur: je naam, adres, telefoonnummer en wat er bezorgd of gemonteerd moet worden.</li><li>De betaalprovider: het bedrag, je bestelnummer en je betaalmethode. Je bankgegevens of creditcardgegevens vul je bij de betaalprovider in; die krijgen wij niet.</li><li>Het Kadaster (PDOK): je postcode en huisnummer, om je straat en woonplaats in te vullen.</li><li>De Europese Commissie (VIES): het btw-nummer van een zakelijke klant, om te controleren of het geldig is.</li><li>Onze hosting- en e-maildienst, die onze website en e-mail voor ons laten werken.</li></ul>\n<p>Je gegevens blijven binnen de Europese Unie. Een overheidsinstantie geven we alleen gegevens als de wet ons daartoe verplicht.</p>"
        },
        {
          "anchor": "beveiliging",
          "heading": "Hoe we je gegevens beveiligen",
          "level": 2,
          "body": "<p>De website werkt alleen via een beveiligde verbinding (https). Je winkelwagen en je bestelling kan alleen jouw browser openen, of wie de persoonlijke link uit je bevestigingsmail heeft. Alleen medewerkers die het voor hun werk nodig hebben, kunnen bij bestellingen.</p>"
        },
        {
          "anchor": "rechten",
          "heading": "Je rechten",
          "level": 2,
          "body": "<ul><li>Inzage: je mag weten welke gegevens we van je hebben.</li><li>Correctie: kloppen je gegevens niet, dan passen we ze aan.</li><li>Verwijdering: we verwijderen je gegevens, behalve wat we volgens de wet moeten bewaren.</li><li>Beperking en bezwaar: je mag vragen je gegevens minder te gebruiken, of bezwaar maken.</li><li>Overdraagbaarheid: je krijgt je gegevens in een gangbaar bestand, om ze aan een ander te geven.</li><li>Toestemming intrekken: voor de nieuwsbrief kan dat altijd, met de afmeldlink.</li></ul>\n<p>Stuur je verzoek naar {{email}}, met je bestelnummer als het over een bestelling gaat. We antwoorden binnen een maand. We nemen geen besluiten over je die alleen door een computer worden genomen.</p>"
        },
        {
          "anchor": "klacht",
          "heading": "Een klacht",
          "level": 2,
          "body": "<p>Ben je niet tevreden over hoe we met je gegevens omgaan, laat het ons dan weten via {{email}}. Je mag ook een klacht indienen bij de Autoriteit Persoonsgegevens (autoriteitpersoonsgegevens.nl); woon je in België, dan bij de Gegevensbeschermingsautoriteit (gegevensbeschermingsautoriteit.be).</p>"
        },
        {
          "anchor": "wijzigingen",
          "heading": "Wijzigingen",
          "level": 2,
          "body": "<p>Verandert er iets aan wat we met je gegevens doen, dan passen we deze verklaring aan. Gaat het om iets belangrijks, dan laten we het je weten voordat het ingaat.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/afhaalcentrum/",
    "draft": {
      "title": "{{afhaalcentrum}}",
      "metaTitle": "Afhalen in {{afhaalplaats}}",
      "description": "Direct afhalen in ons afhaalcentrum in {{afhaalplaats}}, {{afhaalstraat}}. Op voorraad en op tijd besteld? Dan haal je het vandaag nog op, zonder bezorgkosten.",
      "navLabel": "Afhaalcentrum",
      "summary": "Adres, openingstijden en route van ons afhaalcentrum in {{afhaalplaats}}.",
      "intro": "<p>Vandaag besteld, vandaag opgehaald: zonder bezorgkosten en op veel apparaten met afhaalkorting.</p>",
      "sections": [
        {
          "anchor": "adres-openingstijden",
          "heading": "Adres en openingstijden",
          "level": 2,
          "body": "<p>{{adres-afhaalcentrum}}</p>\n<p>{{openingstijden-afhaalcentrum}}</p>\n<p>Op feestdagen is het afhaalcentrum gesloten.</p>"
        },
        {
          "anchor": "direct-afhalen",
          "heading": "Direct afhalen",
          "level": 2,
          "body": "<p>Is alles in je bestelling op voorraad en bestel je minstens {{afhaalmarge}} voor sluitingstijd, dan haal je het dezelfde dag nog op. Bij het afrekenen zie je vanaf wanneer je bestelling klaarstaat. Is een product nog niet op voorraad, dan zie je de eerste dag waarop je het kunt ophalen.</p>"
        },
        {
          "anchor": "zo-werkt-afhalen",
          "heading": "Zo werkt afhalen",
          "level": 2,
          "body": "<ol><li>Kies bij het afrekenen voor afhalen in Zoeterwoude.</li><li>Betaal online, of kies ‘Pinnen bij afhalen’ en betaal aan de balie.</li><li>Kom op of na het moment dat in je bevestiging staat en laat aan de balie zien wat je meeneemt (hieronder).</li><li>We helpen je met inladen. Neem voor een groot apparaat een auto of bus mee waar het rechtop in past, en iemand die helpt tillen.</li></ol>"
        },
        {
          "anchor": "meenemen",
          "heading": "Wat je meeneemt",
          "level": 3,
          "body": "<p>{{afhalen-meenemen}}</p>\n<p>{{afhalen-iemand-anders}}</p>"
        },
        {
          "anchor": "route",
          "heading": "Route",
          "level": 2,
          "body": ""
        },
        {
          "anchor": "route-auto",
          "heading": "Met de auto",
          "level": 3,
          "body": "<p>Het afhaalcentrum ligt aan de Rijndijk in Zoeterwoude-Rijndijk, tussen Leiden en Alphen aan den Rijn, vlak bij de A4 en de N11. Volg vanaf de A4 de borden Zoeterwoude-Rijndijk en voer in je navigatie {{afhaaladres}} in. Je parkeert gratis voor de deur.</p>"
        },
        {
          "anchor": "route-ov",
          "heading": "Met het openbaar vervoer",
          "level": 3,
          "body": "<p>Vanaf station Leiden Centraal en station Alphen aan den Rijn rijden bussen over de Rijndijk; stap uit bij de halte in Zoeterwoude-Rijndijk en loop een paar minuten naar de ingang. Plan je reis met de reisplanner van 9292 of de NS. Voor grote apparaten raden we een auto of bezorging aan.</p>"
        },
        {
          "anchor": "afhalen-vragen",
          "heading": "Vragen over afhalen",
          "level": 2,
          "body": "<p>Lees meer over <a href=\"/klantenservice/bezorgen-afhalen/\">bezorgen en afhalen</a> of bel onze klantenservice op {{telefoon}}.</p>"
        }
      ],
      "faq": []
    }
  },
  {
    "path": "/over-ons/",
    "draft": {
      "title": "Over Stekker",
      "metaTitle": "Over ons",
      "navLabel": "Over ons",
      "description": "Stekker verkoopt huishoudelijke apparaten in Nederland en België: bezorgd op de dag die jij kiest, aangesloten door onze eigen monteurs en met {{garantie-jaren}} jaar garantie.",
      "summary": "Wie we zijn en hoe we werken.",
      "intro": "<p>Stekker is een webwinkel in huishoudelijke apparaten uit {{afhaalplaats}}. We verkopen wasmachines, koelkasten, vaatwassers, ovens en alles daartussen, en we bezorgen ze zelf.</p>",
      "sections": [
        {
          "anchor": "wie-we-zijn",
          "heading": "Wie we zijn",
          "level": 2,
          "body": "<p>Achter {{winkelnaam}} zit {{bedrijfsnaam}}: een team van adviseurs, bezorgers en monteurs. Vanuit ons magazijn en {{afhaalcentrum}} bezorgen we in heel Nederland en België.</p>"
        },
        {
          "anchor": "zo-werken-we",
          "heading": "Zo werken we",
          "level": 2,
          "body": "<ul><li>Voor {{bestel-voor}} besteld, morgen in huis, ook op zaterdag. Of kies zelf je dag.</li><li>Onze eigen monteurs sluiten je apparaat aan of bouwen het in, en nemen je oude apparaat mee.</li><li>Op elk apparaat krijg je {{garantie-jaren}} jaar garantie, bovenop je wettelijke rechten.</li><li>Je ziet vooraf wat je betaalt: alle prijzen zijn inclusief btw.</li></ul>"
        },
        {
          "anchor": "duurzaam",
          "heading": "Zuinig en duurzaam",
          "level": 2,
          "body": "<p>Bij elk apparaat staat het Europese energielabel, zodat je zuinig kunt kiezen. Je oude apparaat nemen we gratis mee en het wordt verantwoord gerecycled.</p>"
        },
        {
          "anchor": "contact",
          "heading": "Contact",
          "level": 2,
          "body": "<p>Vragen? Bel ons op {{telefoon}} of mail naar {{email}}. <a href=\"/klantenservice/\">Naar de klantenservice</a>.</p><p>{{bedrijfsgegevens}}</p>"
        }
      ],
      "faq": []
    }
  }
];

import type { Question } from "./types";

/** schema.org FAQPage of the questions the page shows, answers as plain text. */
export function faqPageJsonLd(questions: readonly Question[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

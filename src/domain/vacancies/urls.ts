/** Where the vacancies live on the site. */
export const VACANCIES_PAGE = "/vacatures/";

export function vacancyPagePath(slug: string): string {
  return `${VACANCIES_PAGE}${encodeURIComponent(slug)}/`;
}

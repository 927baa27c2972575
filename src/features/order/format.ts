/** Calendar days on the order pages; moments use formatShopMoment (domain/opening-hours.ts), as the mails do. */
export { formatCalendarDay as formatDay } from "@/domain/checkout/order-delivery";

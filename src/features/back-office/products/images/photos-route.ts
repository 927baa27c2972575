/** The address of a product's photos in the back office, /beheer/productfotos/{productId} (react-admin's route, under its basename). */
export const PRODUCT_PHOTOS_ROUTE = "productfotos/:productId";

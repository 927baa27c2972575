export { ApiRequestError, isApiRequestError, type ApiFieldError } from "./api-request-error";
export {
  apiPath,
  errorFromResponse,
  isRetryableNetworkError,
  MAX_RETRIES,
  request,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  RETRY_STATUSES,
  type FormBody,
  type HttpMethod,
  type RequestOptions,
} from "./request";
export { HTTP_STATUS_TEXT, httpStatusText } from "@/domain/http/status-text";

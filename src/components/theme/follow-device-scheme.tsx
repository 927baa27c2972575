/**
 * In "system" mode the page follows the device when it switches between light
 * and dark, from the first moment: this inline script listens before React has
 * loaded, so a page whose code is still on its way (a slow phone, a busy
 * machine) does not keep the wrong colours until it hydrates. MUI's
 * InitColorSchemeScript sets the class once; lib/color-mode.ts takes over the
 * same work, with the same keys, once React runs. Inline, so it runs only
 * with this request's nonce (Content-Security-Policy).
 */
import { DARK_QUERY, MODE_STORAGE_KEY } from "@/lib/color-mode-keys";

export const FOLLOW_DEVICE_SCRIPT = `(function(){try{var m=window.matchMedia(${JSON.stringify(DARK_QUERY)});m.addEventListener("change",function(){var s=null;try{s=window.localStorage.getItem(${JSON.stringify(MODE_STORAGE_KEY)})}catch(e){}if(s&&s!=="system")return;var r=document.documentElement;r.classList.remove(m.matches?"light":"dark");r.classList.add(m.matches?"dark":"light")})}catch(e){}})();`;

export function FollowDeviceScheme({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FOLLOW_DEVICE_SCRIPT }} />;
}

import { SUBSET_UNICODE_RANGE, SUBSET_WOFF2_BASE64 } from './plus-jakarta-sans-subset'

/**
 * The head script that hands the inline font subset to the browser as bytes (inline-font.tsx says why).
 * It decodes with `Uint8Array.fromBase64` where the browser has it (Chrome 140, Safari 18.2, Firefox
 * 133), many times faster than `atob` and a byte loop, which every older browser still gets
 * (docs/performance.md, "Font inline"). It runs before the first paint, 4x longer on a phone.
 * A failure leaves the fallback face and the full Latin file (globals.pcss).
 */
export const FONT_SCRIPT = `(()=>{try{const s="${SUBSET_WOFF2_BASE64}",U=Uint8Array;let a;if(U.fromBase64)a=U.fromBase64(s);else{const b=atob(s);a=new U(b.length);for(let i=0;i<b.length;i++)a[i]=b.charCodeAt(i)}document.fonts.add(new FontFace("Plus Jakarta Sans",a,{weight:"400 800",display:"block",unicodeRange:"${SUBSET_UNICODE_RANGE}"}))}catch{}})()`

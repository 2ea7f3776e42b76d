import { createContext, useContext } from "react";

/**
 * The request's Content-Security-Policy nonce, given by entry.server.tsx to the scripts React
 * Router writes into the page. Browsers hide a nonce from scripts, so in the browser it is "".
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);

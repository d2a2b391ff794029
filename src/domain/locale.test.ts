import { describe, expect, it } from "vitest";
import { localeFromLanguages, localizePath, parseAcceptLanguage, resolveLocale, splitLocale } from "./locale.ts";

describe("locale paths", () => {
  it("splits and rebuilds both languages", () => {
    expect(splitLocale("/")).toEqual({ locale: "pt", path: "/" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/en/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/en/usuarios/ana")).toEqual({ locale: "en", path: "/usuarios/ana" });
    expect(splitLocale("/english")).toEqual({ locale: "pt", path: "/english" });
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/login", "en")).toBe("/en/login");
    expect(localizePath("/login", "pt")).toBe("/login");
  });
});

describe("locale resolution", () => {
  it("lets the URL decide on every page but the bare root", () => {
    expect(resolveLocale({ pathname: "/historico", cookie: "en", languages: ["en-US"] })).toEqual({ locale: "pt" });
    expect(resolveLocale({ pathname: "/en/historico", cookie: "pt" })).toEqual({ locale: "en" });
    expect(resolveLocale({ pathname: "/en", cookie: "pt" })).toEqual({ locale: "en" });
  });

  it("sends the root to the remembered language first, then the browser's", () => {
    expect(resolveLocale({ pathname: "/", cookie: "en", languages: ["pt-BR"] })).toEqual({
      locale: "en",
      redirectTo: "/en",
    });
    expect(resolveLocale({ pathname: "/", cookie: "pt", languages: ["en-US"] })).toEqual({ locale: "pt" });
    expect(resolveLocale({ pathname: "/", cookie: null, languages: ["en-GB", "pt"] })).toEqual({
      locale: "en",
      redirectTo: "/en",
    });
    expect(resolveLocale({ pathname: "/", cookie: "xx", languages: ["fr-FR", "de"] })).toEqual({ locale: "pt" });
  });

  it("reads Accept-Language by quality", () => {
    expect(parseAcceptLanguage("fr;q=0.9, en-US;q=0.8, pt-BR")).toEqual(["pt-BR", "fr", "en-US"]);
    expect(localeFromLanguages(parseAcceptLanguage("de, en;q=0.5"))).toBe("en");
    expect(localeFromLanguages(parseAcceptLanguage(""))).toBeUndefined();
    expect(parseAcceptLanguage("en;q=0, pt;q=abc")).toEqual([]);
  });
});

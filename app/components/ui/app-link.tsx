import {
  Link as RemixLink,
  NavLink as RemixNavLink,
  useHref,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
} from "@remix-run/react";
import { forwardRef } from "react";

/**
 * Remix's `Link` and `NavLink` for links rendered many times per page (list rows and their menus,
 * the shell's menus): in the browser they are Remix's own; in the server's render they are the
 * same `<a>` without the hooks that only matter in a browser (click handling, navigation state,
 * prefetch state: two more components and a dozen hooks per link). Issue 53,
 * decision 077 has the profile that made them worth it. The markup is the one Remix
 * renders — href resolved by the router's own `useHref`, `data-discover`, `aria-current` and the
 * class of an active NavLink — so hydration finds what it would have made itself
 * (tests/unit/app-link.test.tsx compares both).
 */

/** Remix's test for a link that leaves the app (no `data-discover`, href as written). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Remix marks links into the app for lazy route discovery. */
function discoverAttribute(to: LinkProps["to"], discover: LinkProps["discover"] = "render", reloadDocument?: boolean) {
  const absolute = typeof to === "string" && ABSOLUTE_URL.test(to);
  return discover === "render" && !absolute && !reloadDocument ? "true" : undefined;
}

export const ServerLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function ServerLink(
  {
    to,
    discover = "render",
    reloadDocument,
    relative,
    target,
    // what only a browser acts on
    prefetch: _prefetch,
    replace: _replace,
    state: _state,
    preventScrollReset: _preventScrollReset,
    viewTransition: _viewTransition,
    children,
    ...rest
  },
  ref,
) {
  // a context read, made for every link so that the common ones render their <a> right here: one
  // component per link instead of three (decision 077, fifth session)
  const { pathname } = useLocation();
  const discovered = discoverAttribute(to, discover, reloadDocument);
  if (typeof to === "string" && ABSOLUTE_URL.test(to)) {
    return (
      <a {...rest} data-discover={discovered} href={to} ref={ref} target={target}>
        {children}
      </a>
    );
  }
  if (typeof to === "string" && !relative && /^(\/(?!\/)|\?)/.test(to) && !/\/\.|[?#]$/.test(to)) {
    return (
      <a {...rest} data-discover={discovered} href={to.startsWith("?") ? `${pathname}${to}` : to} ref={ref} target={target}>
        {children}
      </a>
    );
  }
  return (
    <ResolvedAnchor {...rest} data-discover={discovered} to={to} relative={relative} ref={ref} target={target}>
      {children}
    </ResolvedAnchor>
  );
});

type AnchorProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & { "data-discover"?: string };

/** A link whose href the router resolves (relative paths, `..`, objects). */
const ResolvedAnchor = /* @__PURE__ */ forwardRef<HTMLAnchorElement, AnchorProps & Pick<LinkProps, "to" | "relative">>(function ResolvedAnchor(
  { to, relative, target, children, ...rest },
  ref,
) {
  return (
    <a {...rest} href={useHref(to, { relative })} ref={ref} target={target}>
      {children}
    </a>
  );
});

export const ServerNavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(function ServerNavLink(
  { to, "aria-current": ariaCurrent = "page", caseSensitive = false, className = "", end = false, style, children, ...rest },
  ref,
) {
  const path = useResolvedPath(to, { relative: rest.relative });
  const location = useLocation();
  // react-router-dom's NavLink, without a navigation in progress (there is none on the server)
  const toPathname = caseSensitive ? path.pathname : path.pathname.toLowerCase();
  const locationPathname = caseSensitive ? location.pathname : location.pathname.toLowerCase();
  const endSlash = toPathname !== "/" && toPathname.endsWith("/") ? toPathname.length - 1 : toPathname.length;
  const isActive =
    locationPathname === toPathname ||
    (!end && locationPathname.startsWith(toPathname) && locationPathname.charAt(endSlash) === "/");
  const state = { isActive, isPending: false, isTransitioning: false };
  return (
    <ServerLink
      {...rest}
      // after the caller's attributes, where Remix's NavLink has it (the same bytes, not only the same attributes)
      data-discover={discoverAttribute(to, rest.discover, rest.reloadDocument)}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === "function" ? className(state) : [className, isActive ? "active" : null].filter(Boolean).join(" ")}
      ref={ref}
      style={typeof style === "function" ? style(state) : style}
      to={to}
    >
      {typeof children === "function" ? children(state) : children}
    </ServerLink>
  );
});

export const Link: typeof RemixLink = import.meta.env.SSR ? ServerLink : RemixLink;
export const NavLink: typeof RemixNavLink = import.meta.env.SSR ? ServerNavLink : RemixNavLink;

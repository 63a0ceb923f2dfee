import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { users } from "~/db/schema";
import { toUnderscoreLocale } from "~/lib/i18n/config";

export interface OidcProfile {
  issuer: string;
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
  locale?: string;
}

/**
 * Creates the user on first sign-in and refreshes their name and e-mail on every sign-in.
 * An invited (pre-provisioned) user has an empty issuer: the first sign-in with that e-mail
 * claims the row, so memberships prepared for the invitation apply.
 */
export async function upsertUserFromOidc(profile: OidcProfile) {
  const db = await getDb();
  const existing = await findUserByIdentity(profile.issuer, profile.subject);
  if (!existing) {
    await db
      .update(users)
      .set({ oidcIssuer: profile.issuer, oidcSubject: profile.subject, updatedAt: new Date() })
      .where(and(eq(users.oidcIssuer, ""), eq(users.email, profile.email.toLowerCase())));
  }
  const [row] = await db
    .insert(users)
    .values({
      oidcIssuer: profile.issuer,
      oidcSubject: profile.subject,
      email: profile.email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      locale: profile.locale ? toUnderscoreLocale(profile.locale) : null,
    })
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: {
        email: profile.email,
        // a name the user changed here (userinfo.name.update) stays; else the provider's is taken
        firstName: sql`case when ${users.nameEditedAt} is null then excluded.first_name else ${users.firstName} end`,
        lastName: sql`case when ${users.nameEditedAt} is null then excluded.last_name else ${users.lastName} end`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: users.id, locale: users.locale });
  return row;
}

export async function getUserById(userId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findUserByIdentity(issuer: string, subject: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
  return row;
}

/** Saves the user's interface language; spec 1 §7 stores the underscore form (en-GB → en_GB). */
export async function updateUserLocale(userId: string, locale: string) {
  const db = await getDb();
  await db
    .update(users)
    .set({ locale: toUnderscoreLocale(locale), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** spec 1 §7 userinfo.name.update: the user changes their own first and last name. */
export async function updateUserName(userId: string, name: { firstName: string; lastName: string }) {
  const db = await getDb();
  await db
    .update(users)
    .set({ ...name, nameEditedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

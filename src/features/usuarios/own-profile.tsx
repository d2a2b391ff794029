import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { User } from "../../domain/users.ts";
import type { ProfileUser } from "./user-answers.ts";
import { useToast } from "../../ui/toast-store.ts";
import { CapesDataSection } from "./capes-data-section.tsx";
import { OwnDetailsForm } from "./own-details-form.tsx";
import { PersonalDataSection } from "./personal-data-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileDetails } from "./profile-details.tsx";

/** A titled part of a profile; `h3` inside a dialog, whose own title is the `h2`. */
export function Section({
  title,
  children,
  heading = "h2",
  boxed = true,
  id,
}: {
  title: ReactNode;
  children: ReactNode;
  heading?: "h2" | "h3";
  /** An anchor a link can open the page at (`#dados-pessoais`). */
  id?: string;
  /** In a card of its own (forms); false for content that is a card already. */
  boxed?: boolean;
}) {
  const Heading = heading;
  return (
    <section id={id} className="mt-8 scroll-mt-4 first:mt-0">
      <Heading className="mb-3 text-xl font-semibold text-blue-950">{title}</Heading>
      {boxed ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">{children}</div>
      ) : (
        children
      )}
    </section>
  );
}

/** After one's own password changed: the session goes on here; the server ended the others. */
export function usePasswordChanged(onSaved: (user: User) => void) {
  const { t } = useLingui();
  const toast = useToast();
  return (user: User) => {
    onSaved(user);
    toast.add({
      severity: "success",
      summary: t`Senha alterada.`,
      detail: t`As suas sessões em outros aparelhos foram encerradas.`,
      life: 6000,
    });
  };
}

/**
 * The owner's view of its account (the Discente's profile page; every level's "Minha conta"):
 * its record as the office keeps it, then what it may change itself (PRODUCT §8), its personal
 * data (what it corrects itself, funding P3) and a Docente's CAPES fields (read only).
 */
export function OwnProfile({
  user,
  onSaved,
  heading = "h2",
}: {
  user: ProfileUser;
  onSaved: (user: User | ProfileUser) => void;
  heading?: "h2" | "h3";
}) {
  const passwordChanged = usePasswordChanged(onSaved);
  return (
    <div className="flex flex-col">
      <Section heading={heading} boxed={false} title={<Trans>Seus dados</Trans>}>
        <ProfileDetails user={user} />
      </Section>
      <Section heading={heading} title={<Trans>Contato e idioma</Trans>}>
        <OwnDetailsForm user={user} onSaved={onSaved} />
      </Section>
      <PersonalDataSection user={user} office={false} onSaved={onSaved} heading={heading} />
      <CapesDataSection user={user} office={false} onSaved={onSaved} heading={heading} />
      <Section heading={heading} title={<Trans>Senha</Trans>}>
        <PasswordForm user={user} onChanged={passwordChanged} />
      </Section>
    </div>
  );
}

import { Plural, Trans } from "@lingui/react/macro";
import { formatDay } from "../../domain/dates.ts";
import type { MissingGrades, Painel, PendingPastDrop } from "../../domain/painel.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { AppLink } from "../../ui/app-link.tsx";

const LINK = "font-medium text-blue-800 underline underline-offset-2";

function More({ shown, total }: { shown: number; total: number }) {
  const more = total - shown;
  if (more <= 0) return null;
  return (
    <p className="mt-1 text-sm text-slate-600">
      <Plural value={more} one="e mais # não listada" other="e mais # não listadas" />
    </p>
  );
}

function PendingItem({ item }: { item: PendingPastDrop }) {
  const locale = useLocale();
  const { code } = item.subject;
  const name = item.subject.name[locale];
  const deadline = formatDay(item.dropDeadline, locale);
  return (
    <li className="grid gap-0.5 border-t border-slate-100 py-2 first:border-t-0">
      <p className="break-words text-slate-900">
        <span className="font-medium">{item.student.name}</span>{" "}
        <span className="text-sm text-slate-600">({item.student.idcbpf})</span> — {code} {name}
      </p>
      <p className="text-sm break-all text-slate-600">
        <Trans>
          {item.term}, trancamento até {deadline} · código <span className="font-mono">{item.codigo}</span>
        </Trans>
      </p>
    </li>
  );
}

function MissingItem({ item }: { item: MissingGrades }) {
  const locale = useLocale();
  const { code } = item.subject;
  const name = item.subject.name[locale];
  const deadline = formatDay(item.gradeDeadline, locale);
  return (
    <li className="grid gap-0.5 border-t border-slate-100 py-2 first:border-t-0">
      <p className="break-words text-slate-900">
        <span className="font-medium">
          {code} {name}
        </span>{" "}
        — <Plural value={item.missing} one="# nota faltando" other="# notas faltando" />
      </p>
      <p className="text-sm break-words text-slate-600">
        <Trans>
          {item.term}, notas até {deadline}
        </Trans>
        {item.teachers.length > 0 ? " · " : null}
        {item.teachers.map((teacher, index) => (
          <span key={teacher.idcbpf}>
            {index > 0 ? ", " : null}
            <a className="text-blue-800 underline" href={`mailto:${teacher.email}`}>
              {teacher.name}
            </a>
          </span>
        ))}
      </p>
    </li>
  );
}

/** What needs the office: pending enrolments after the drop deadline, grades missing after the grade deadline. */
export function Attention({ painel }: { painel: Painel }) {
  const { pendingPastDrop: pending, missingGrades: missing } = painel.attention;
  if (pending.total === 0 && missing.total === 0)
    return (
      <p className="text-slate-700" data-testid="home-attention-empty">
        <Trans>Nada requer atenção agora.</Trans>
      </p>
    );
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="home-attention-pending" data-testid="home-attention-pending">
        <h3 id="home-attention-pending" className="font-semibold text-slate-900">
          <Plural
            value={pending.total}
            one="# matrícula pendente após o prazo de trancamento"
            other="# matrículas pendentes após o prazo de trancamento"
          />
        </h3>
        {pending.total === 0 ? null : (
          <>
            <ul>
              {pending.items.map((item) => (
                <PendingItem key={item.codigo} item={item} />
              ))}
            </ul>
            <More shown={pending.items.length} total={pending.total} />
            <AppLink to="/orientacoes" className={`text-sm ${LINK}`}>
              <Trans>Decidir em Orientações</Trans>
            </AppLink>
          </>
        )}
      </section>
      <section aria-labelledby="home-attention-grades" data-testid="home-attention-grades">
        <h3 id="home-attention-grades" className="font-semibold text-slate-900">
          <Plural
            value={missing.total}
            one="# oferta com notas faltando após o prazo"
            other="# ofertas com notas faltando após o prazo"
          />
        </h3>
        <ul>
          {missing.items.map((item) => (
            <MissingItem key={item.offering} item={item} />
          ))}
        </ul>
        <More shown={missing.items.length} total={missing.total} />
        {missing.total === 0 ? null : (
          <AppLink to="/configuracoes?secao=ofertas" className={`text-sm ${LINK}`}>
            <Trans>Ver as turmas em Configurações</Trans>
          </AppLink>
        )}
      </section>
    </div>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { fieldMessage, reviewEndowment, type AttachmentKind } from '@bayan/shared';
import { useLanguage } from '../../../i18n/use-language';
import { fieldName, riyadhToday, toDraft, type DeedForm } from './deed-form';
import type { ShownIssue } from './deed-issues';

/**
 * The deed's submit rules, run here as the server runs them (reviewEndowment): once checked (the
 * review step, or the server's 422), they are checked again after each change, and each issue is
 * put on its field (`setError` at the issue's path) for its step to show.
 */
export function useDeedIssues(form: UseFormReturn<DeedForm>, attachments: readonly AttachmentKind[]) {
  const { language } = useLanguage();
  const [issues, setIssues] = useState<ShownIssue[] | null>(null);

  const show = useCallback(
    (next: ShownIssue[]) => {
      form.clearErrors();
      for (const issue of next) form.setError(fieldName(issue.path), { type: 'review', message: issue.message });
      setIssues(next);
    },
    [form],
  );

  const check = useCallback(() => {
    const found = reviewEndowment(toDraft(form.getValues()), { attachments, today: riyadhToday() });
    const next = found.map((issue) => ({ path: issue.path, message: fieldMessage(issue.message, language) }));
    show(next);
    return next;
  }, [form, attachments, language, show]);

  const checked = issues !== null;
  const latest = useRef(check);
  useEffect(() => {
    latest.current = check;
  }, [check]);

  // Once checked, the issues follow the values (a pause after typing)…
  useEffect(() => {
    if (!checked) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { unsubscribe } = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), 400);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [checked, form]);

  // …and the attachments and the language (not the check that just ran: a server's issues stay).
  const inputs = useRef({ attachments, language });
  useEffect(() => {
    if (inputs.current.attachments === attachments && inputs.current.language === language) return;
    inputs.current = { attachments, language };
    if (!checked) return;
    const timer = setTimeout(() => latest.current(), 0);
    return () => clearTimeout(timer);
  }, [attachments, language, checked]);

  return { issues, check, show };
}

/**
 * What a failed attempt to send found wrong, at the top of the form (WCAG 3.3.1 and
 * 4.1.3), as the GOV.UK error summary does: how many, then each message as a link to its field.
 * A polite live region, present before it fills, so a screen reader reads it after the field
 * that takes focus (contracts §6: the first wrong one). It lists the fields of the last attempt
 * that are still wrong; the next attempt announces it again.
 */
import type { InquiryErrors, InquiryField } from '../../../site/inquiry/schema.ts';
import { type MessageParts, withValues } from '../../../site/messages/parts.ts';
import { fieldIds } from './Field.tsx';

interface ErrorSummaryProps {
  /** The fields the last attempt found wrong, in form order. */
  fields: readonly InquiryField[];
  errors: InquiryErrors;
  attempt: number;
  /** ['다음 ', { value: 'count' }, '개 항목을 확인해 주세요.'] */
  title: MessageParts<'count'>;
  /** Moves focus to a field (a radio group's radio, a select's custom list). */
  onJump: (field: InquiryField) => void;
}

export function ErrorSummary({ fields, errors, attempt, title, onJump }: ErrorSummaryProps) {
  const wrong = fields.filter((field) => errors[field]);
  return (
    <div className="form-summary" data-error-summary aria-live="polite">
      {wrong.length > 0 ? (
        <div className="form-summary__box" key={attempt}>
          <p className="form-summary__title">{withValues(title, { count: wrong.length })}</p>
          <ul className="form-summary__list">
            {wrong.map((field) => (
              <li key={field}>
                <a
                  href={`#${fieldIds(field).id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    onJump(field);
                  }}
                >
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

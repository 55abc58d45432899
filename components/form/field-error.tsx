/** A field's validation message, linked to its input with aria-describedby. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} className="account-form__field-error" role="alert">
      {message}
    </p>
  );
}

import type { ContextSection } from "@contract/tutor";

/** Which sections of learner context the test sent the tutor, and how large each was. */
export function TutorContextSections({ sections }: { sections: ContextSection[] }) {
  const total = sections.reduce((sum, section) => sum + section.chars, 0);
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="table table-sm">
        <caption className="text-left text-sm font-semibold">What the tutor read about you</caption>
        <thead>
          <tr>
            <th scope="col">Section</th>
            <th scope="col" className="text-right">
              Characters
            </th>
          </tr>
        </thead>
        <tbody>
          {sections.map((section) => (
            <tr key={section.name}>
              <td className="break-words">{section.name}</td>
              <td className="text-right tabular-nums">{section.chars.toLocaleString()}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td className="text-right tabular-nums">{total.toLocaleString()}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

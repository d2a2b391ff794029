/**
 * The bare baseline of the offline re-open benchmark (scripts/bench-offline.ts): React 19 and
 * React Router 7 as the app uses them, one heading and a 7-column table, nothing else.
 */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";

const DAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];
const SLOTS = ["08:00", "10:00", "14:00", "16:00"];

function Timetable() {
  return (
    <main>
      <h1>Horário</h1>
      <table>
        <thead>
          <tr>
            {DAYS.map((day) => (
              <th key={day}>{day}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOTS.map((slot) => (
            <tr key={slot}>
              {DAYS.map((day) => (
                <td key={day}>{slot}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const router = createBrowserRouter([{ path: "/", Component: Timetable }]);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.error(error));
}

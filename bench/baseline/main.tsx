/**
 * The bare page the front-end sections compare the app with (offline re-open, page weight and
 * Lighthouse, the first tap): React 19 and React Router 7 as the app uses them, one heading and a
 * 7-column table, and below it one button whose press changes state (a small panel shown and
 * hidden), the click-to-paint of section `inp`. Nothing else.
 */
import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";

const DAYS = ["Dom", "Seg", "Ter", "Qua", "Qui", "Sex", "Sáb"];
const SLOTS = ["08:00", "10:00", "14:00", "16:00"];

/** A press that changes state, as a real click does: the reference of the app's first taps. */
function Details() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="detalhes" onClick={() => setOpen((was) => !was)}>
        Detalhes
      </button>
      {open ? <p id="detalhes">Sala 101 · 4 créditos</p> : null}
    </>
  );
}

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
      <Details />
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

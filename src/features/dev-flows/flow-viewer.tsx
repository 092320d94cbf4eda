/**
 * /dev/flows (development only, with VITE_INSPECT=true): every flow machine, its diagram, and the live
 * state of the actors running in the app's other tabs, which report over a BroadcastChannel (src/lib/flow/inspect).
 * Mermaid draws the diagram here, in the browser; this module and Mermaid load only when the page is opened.
 */
import { useEffect, useId, useState } from 'react'
import { flowViewer } from 'styled-system/recipes/flow-viewer'
import { mermaidOf } from '@machines/diagram'
import { machineEntries } from '@machines/registry'
import { FLOW_CHANNEL, FLOW_TAB_ID, type FlowActorReport } from '@/lib/flow/inspect'
import { formatTime } from '@/lib/locale'

/** The actors the other tabs report, newest report per actor. */
function useLiveActors() {
  const [actors, setActors] = useState<Record<string, FlowActorReport>>({})
  useEffect(() => {
    const channel = new BroadcastChannel(FLOW_CHANNEL)
    channel.onmessage = (message: MessageEvent<FlowActorReport>) => {
      const report = message.data
      if (report?.type !== 'flow.actor' || report.tabId === FLOW_TAB_ID) return
      setActors((current) => ({ ...current, [report.actorId]: report }))
    }
    channel.postMessage({ type: 'flow.hello' })
    return () => channel.close()
  }, [])
  return Object.values(actors).sort((a, b) => b.at - a.at)
}

/** The leaf states of a report, without the machine id: 'waitingForCode.entry.typing'. */
function stateText(report: FlowActorReport) {
  const ids = report.stateIds
  const leaves = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)))
  return leaves.map((id) => id.split('.').slice(1).join('.')).join(' + ') || '(root)'
}

/**
 * Mermaid, loaded on first use, renders the diagram text to SVG. Each render gets an id of its own: mermaid.render
 * first removes any element in the document with the id it is given, which with one id per viewer was the diagram on
 * show, and React, handed the same markup again, did not put it back (tests/e2e/dev-flows.spec.ts, on a busy machine).
 */
let renders = 0
function useMermaidSvg(text: string) {
  const [svg, setSvg] = useState<{ text: string; svg: string } | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const id = useId().replace(/[^a-zA-Z0-9]/g, '')
  useEffect(() => {
    let current = true
    void (async () => {
      try {
        const mermaid = (await import('mermaid')).default
        mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' })
        renders += 1
        const rendered = await mermaid.render(`flow${id}-${renders}`, text)
        if (current) {
          setSvg({ text, svg: rendered.svg })
          setFailed(null)
        }
      } catch (error) {
        if (current) setFailed(error instanceof Error ? error.message : String(error))
      }
    })()
    return () => {
      current = false
    }
  }, [text, id])
  return { svg: svg?.svg ?? null, current: svg?.text === text, failed }
}

const classes = flowViewer()

export function FlowViewer() {
  const actors = useLiveActors()
  const [chosen, setChosen] = useState<string | null>(null)
  const [chosenActor, setChosenActor] = useState<string | null>(null)
  const selectedId = chosen ?? actors[0]?.machineId ?? machineEntries[0].id
  const entry = machineEntries.find((candidate) => candidate.id === selectedId) ?? machineEntries[0]
  const machineActors = actors.filter((actor) => actor.machineId === entry.id)
  const shown = machineActors.find((actor) => actor.actorId === chosenActor) ?? machineActors[0]
  // A string: the diagram is drawn again only when its text changes.
  const diagram = mermaidOf(entry.machine, shown?.stateIds ?? [])
  const { svg, failed } = useMermaidSvg(diagram)
  const description = (entry.machine.root as { description?: string }).description

  return (
    <div className={classes.root}>
      <nav aria-label="Flows" className={classes.sidebar}>
        <p className={classes.count}>{machineEntries.length} flows</p>
        <ul>
          {machineEntries.map(({ id }) => {
            const live = actors.filter((actor) => actor.machineId === id).length
            return (
              <li key={id}>
                <button
                  type="button"
                  className={classes.item}
                  data-selected={id === entry.id || undefined}
                  aria-current={id === entry.id ? 'true' : undefined}
                  onClick={() => {
                    setChosen(id)
                    setChosenActor(null)
                  }}
                >
                  <span>{id}</span>
                  {live > 0 && <span className={classes.live}>{live} live</span>}
                </button>
              </li>
            )
          })}
        </ul>
      </nav>
      <main className={classes.main}>
        <p className={classes.kicker}>Flow viewer · development only</p>
        <h1 className={classes.title}>{entry.id}</h1>
        {description && <p className={classes.description}>{description}</p>}
        <section className={classes.panel} aria-label="Live actors">
          {machineActors.length === 0 ? (
            <p className={classes.text}>
              No {entry.id} actor is running. Open the app in another tab and use this flow: its state lights up here.
            </p>
          ) : (
            <ul className={classes.actors}>
              {machineActors.map((actor) => (
                <li key={actor.actorId}>
                  <button
                    type="button"
                    className={classes.item}
                    data-selected={actor === shown || undefined}
                    onClick={() => setChosenActor(actor.actorId)}
                  >
                    <span>
                      Live state: <strong data-testid={actor === shown ? 'live-state' : undefined}>{stateText(actor)}</strong>
                    </span>
                    <span className={classes.at}>
                      {actor.status} · {formatTime(actor.at)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className={classes.diagram} aria-label={`${entry.id} diagram`}>
          {failed ? (
            <pre className={classes.source}>{diagram}</pre>
          ) : svg ? (
            // Mermaid's own SVG (securityLevel strict sanitises labels); our machine text is its only input.
            <div data-testid="flow-diagram" dangerouslySetInnerHTML={{ __html: svg }} />
          ) : (
            <p className={classes.text}>Drawing the diagram…</p>
          )}
        </section>
      </main>
    </div>
  )
}

/// The report page's style sheet, inline in its `<style>`.
enum ReportStyle {
  static let css = """
    body { font: 14px/1.4 Helvetica, Arial, sans-serif; margin: 0; color: #1c1c1e; }
    header { background: #f2f2f7; padding: 12px 24px; border-bottom: 1px solid #c7c7cc; }
    header h1 { margin: 0 0 4px; font-size: 20px; }
    nav a { margin-right: 12px; }
    main { padding: 0 24px 48px; }
    h2 { border-bottom: 2px solid #1c1c1e; padding-top: 16px; }
    code { font: 12px Menlo, Consolas, monospace; }
    .summary.bad { color: #b42318; }
    .summary.good { color: #067647; }
    .graph svg { max-width: 100%; height: auto; }
    .thumbs { display: flex; gap: 24px; align-items: flex-start; overflow-x: auto; }
    .thumbs .column { display: flex; flex-direction: column; gap: 12px; }
    .thumb { display: flex; flex-direction: column; align-items: center; width: 128px;
      text-decoration: none; color: inherit; font-size: 12px; }
    .thumb svg { width: 120px; height: auto; border: 1px solid #c7c7cc; background: #fff; }
    .thumb span { overflow-wrap: anywhere; text-align: center; }
    .thumb.has-error svg { border: 2px solid #d92d20; }
    section.scene { border-top: 1px solid #c7c7cc; margin-top: 16px; }
    .devices { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
    .devices figure { margin: 0; }
    .devices svg.screen { width: 300px; height: auto; }
    .devices figure.wide svg.screen { width: 480px; }
    figcaption { font-size: 12px; color: #8e8e93; }
    .pin rect { fill: none; stroke-width: 3; }
    .pin circle { stroke: #fff; stroke-width: 2; }
    .pin text { fill: #fff; font-size: 12px; font-weight: bold; text-anchor: middle; }
    .pin.error rect { stroke: #d92d20; } .pin.error circle { fill: #d92d20; }
    .pin.warning rect { stroke: #f79009; } .pin.warning circle { fill: #f79009; }
    .pin.note rect { stroke: #2e90fa; } .pin.note circle { fill: #2e90fa; }
    table { border-collapse: collapse; width: 100%; }
    td, th { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eaecf0;
      vertical-align: top; }
    tr.error td.severity { color: #d92d20; font-weight: bold; }
    tr.warning td.severity { color: #b54708; font-weight: bold; }
    tr:target { background: #fef0c7; }
    .trace { border: 1px solid #c7c7cc; border-radius: 8px; padding: 8px 16px; margin: 16px 0; }
    .trace.failed { border-color: #d92d20; }
    .step { border-top: 1px solid #eaecf0; padding: 8px; display: flex; gap: 16px;
      align-items: flex-start; }
    .step .about { flex: 1; min-width: 0; }
    .step figure { margin: 0; }
    .step.failed { background: #fef3f2; outline: 2px solid #d92d20; }
    .step.skipped { color: #8e8e93; }
    .step .screens { display: flex; gap: 16px; }
    .step .screens svg { width: 200px; height: auto; }
    .step .error { color: #b42318; font-weight: bold; }
    .transcript { font: 12px Menlo, Consolas, monospace; white-space: pre-wrap; margin: 4px 0; }
    .missed li, .findings li { margin: 2px 0; }
    .status-passed { color: #067647; } .status-failed { color: #b42318; }

    """
}

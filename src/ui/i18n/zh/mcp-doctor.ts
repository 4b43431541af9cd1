// 中文界面文案：MCP 连接诊断的发现（src/common/mcp-doctor/finding.ts），每条说明发现了什么（says）和服务器上要改什么（fix）。
// 参数原样显示：请求头名、状态码、服务器自称的名字。键与英文版一致（由类型检查保证）。
import type { enMcpDoctor } from '../en/mcp-doctor';
import type { Widen } from '../widen';

export const zhMcpDoctor: Widen<typeof enMcpDoctor> = {
  mcpDoctor: {
    title: '连接诊断',
    severity: { error: '阻断', warning: '警告', info: '说明', ok: '正常' },
    findings: {
      'invalid-url': {
        says: '{{url}} 不是 http 或 https 地址。',
        fix: '请填写服务器的 Streamable HTTP 端点，例如 https://example.com/mcp。',
      },
      'mixed-content': {
        says: '本页面通过 https 提供，浏览器不会以明文 http 调用 {{url}}。',
        fix: '请让 MCP 服务器使用 https，或在本机（localhost）上运行它。',
      },
      'unreachable-dns': {
        says: '服务器的主机名无法解析（{{detail}}）。',
        fix: '请检查地址中的主机名，以及服务器是否确实发布在那里。',
      },
      'unreachable-refused': {
        says: '该地址和端口上没有程序接受连接（{{detail}}）。',
        fix: '请启动服务器，或检查端口，以及它监听的地址本机能否访问。',
      },
      'unreachable-timeout': {
        says: '服务器没有及时回答。',
        fix: '请确认服务器在运行，且没有被防火墙或代理拦住，然后重试。',
      },
      'unreachable-tls': {
        says: '安全连接失败：服务器的证书未被接受（{{detail}}）。',
        fix: '请为服务器配置与其主机名相符、由受信任机构签发的有效证书。',
      },
      unreachable: {
        says: '完全无法访问服务器：连浏览器不经 CORS 发出的请求也没有得到回答。',
        fix: '请检查地址，并确认服务器在运行。命令行诊断（npm run mcp -- doctor <url>）能分辨主机名错误与端口未开放。',
      },
      'cors-origin-not-allowed': {
        says: '服务器有回答，但不回答本页面：没有给 {{origin}} 的 “Access-Control-Allow-Origin”。',
        fix: '请在每个回答（包括预检 OPTIONS）上发送 “Access-Control-Allow-Origin”，值为本页面的源（或 *）。',
      },
      'cors-preflight-failed': {
        says: '浏览器的预检请求（OPTIONS）失败（{{status}}）。',
        fix: '请在端点上以 2xx 状态码回答 OPTIONS，并带上 “Access-Control-Allow-*” 系列响应头。',
      },
      'cors-preflight-refused': {
        says: '服务器允许本页面读取简单请求，却拒绝了 JSON 请求的预检（OPTIONS）。',
        fix: '请以 2xx 状态码回答 OPTIONS，并在 “Access-Control-Allow-Headers” 中列出 content-type、mcp-protocol-version、mcp-session-id 和 authorization。',
      },
      'cors-method-not-allowed': {
        says: '预检不允许 {{method}}。',
        fix: '请在 “Access-Control-Allow-Methods” 中列出 {{method}}。',
      },
      'cors-header-not-allowed': {
        says: '浏览器不能发送请求头 {{header}}：预检不允许它。',
        fix: '请把 {{header}} 加入 “Access-Control-Allow-Headers”（* 不包括 authorization）。',
      },
      'cors-refused': {
        says: '浏览器因 CORS 拒绝了服务器的回答，诊断无法进一步确定原因。',
        fix: '请对照 docs/mcp.md 检查服务器的 CORS 响应头；命令行诊断能直接读取它们。',
      },
      'cors-session-id-not-exposed': {
        says: '服务器建立了会话，却对页面隐藏了会话编号（{{header}}），于是下一个请求不带会话。',
        fix: '请把 {{header}} 加入 “Access-Control-Expose-Headers”。',
      },
      'cors-delete-not-allowed': {
        says: '预检不允许 {{method}}，页面断开时无法结束自己的会话。',
        fix: '请在 “Access-Control-Allow-Methods” 中列出 {{method}}。',
      },
      'endpoint-not-found': {
        says: '{{path}} 上没有任何回答（404）。',
        fix: '请使用服务器的 MCP 端点：大多数服务器在 /mcp 提供（{{suggestion}}）。',
      },
      'method-not-allowed': {
        says: '{{path}} 不接受 POST（405）：它不是 Streamable HTTP 端点。',
        fix: '请使用服务器的 Streamable HTTP 端点。只支持 HTTP+SSE 的旧服务器需要升级。',
      },
      'auth-required': {
        says: '服务器要求凭据（401），但没有提供。',
        fix: '请提供 bearer token 或服务器要求的请求头。',
      },
      'auth-refused': {
        says: '服务器拒绝了所提供的凭据（401）。',
        fix: '请检查 token 或请求头的值，以及它是否已过期。',
      },
      'auth-oauth': {
        says: '服务器要求 OAuth 登录（401，WWW-Authenticate：{{wwwAuthenticate}}）。ToolScope 不支持 OAuth 登录。',
        fix: '请改用接受 bearer token 的服务器或服务器设置。',
      },
      'auth-forbidden': {
        says: '服务器读取了凭据，但拒绝访问（403）。',
        fix: '请为 token 授予该服务器要求的权限，或换一个 token。',
      },
      'http-error': {
        says: '服务器以 HTTP 状态码 {{status}} 回答。',
        fix: '请在服务器日志中查看这次请求。',
      },
      'answer-html': {
        says: '服务器回答的是网页，而不是 JSON-RPC 消息。',
        fix: '这个地址大概是网站或代理的页面：请使用 MCP 端点本身。',
      },
      'answer-not-json': {
        says: '回答声称是 JSON，却无法解析。',
        fix: '请查看服务器日志：它的回答被截断或写错了。',
      },
      'answer-not-json-rpc': {
        says: '回答是 JSON，但不是对 initialize 的 JSON-RPC 2.0 回答。',
        fix: '请使用 MCP 端点本身：这个地址提供的是别的 API。',
      },
      'answer-sse-without-message': {
        says: '回答是事件流，但其中没有对 initialize 的 JSON-RPC 回答。',
        fix: '请确认服务器在该 POST 的事件流上回答 initialize（Streamable HTTP）。',
      },
      'answer-wrong-content-type': {
        says: '回答的内容类型是 {{contentType}}：既不是 application/json，也不是 text/event-stream。',
        fix: '请按 Streamable HTTP 的规定，以 application/json 或 text/event-stream 回答 POST。',
      },
      'initialize-error': {
        says: '服务器拒绝了 initialize：错误 {{code}}，“{{message}}”。',
        fix: '请在服务器日志和设置中查找这个错误。',
      },
      'protocol-version-unsupported': {
        says: '服务器使用 MCP 协议版本 {{version}}，本客户端不支持（支持的版本：{{supported}}）。',
        fix: '请升级服务器，或把它设为本客户端支持的某个版本。',
      },
      'tools-list-failed': {
        says: '服务器已连接，但列出工具失败（{{status}}）。',
        fix: '请在服务器日志中查看 tools/list。',
      },
      connected: {
        says: '已连接到 {{serverName}} {{serverVersion}}，协议版本 {{protocolVersion}}。列出的工具数：{{toolCount}}。',
        fix: '无需修改。',
      },
      'cors-ok': {
        says: '服务器的 CORS 响应头允许页面连接。',
        fix: '无需修改。',
      },
      'cli-doctor-knows-more': {
        says: '页面只能看到 CORS 拒绝是一次失败，读不到预检的响应头。',
        fix: '请在电脑上运行 npm run mcp -- doctor <url>：它会读取预检，并指出每个出错的请求头。',
      },
    },
  },
};

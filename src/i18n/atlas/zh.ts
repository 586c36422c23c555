export default {
  title: '状态机图册',
  intro: '网站的每个业务流程都以状态机呈现：状态、业务规则，以及基于模型的测试覆盖情况。',
  computing: '正在根据状态机计算覆盖率…',
  areas: {
    accounts: '账号',
    store: '商店',
    licences: '许可证',
    'team console': '团队控制台',
    student: '学生',
    support: '支持',
    content: '内容',
    events: '活动',
    shell: '网站框架',
  },
  figures: {
    states: '状态',
    transitions: '转换',
    guards: '守卫结果',
    paths: '测试路径',
    rules: '规则',
  },
  open: '打开 {{title}}',
  decision: {
    title: '访问规则',
    intro: '一张从上到下读取的决策表；第一条匹配的规则执行重定向。页面渲染前由路由守卫调用。',
    rule: '规则',
    pages: '页面',
    when: '条件',
    redirect: '跳转到',
  },
  machine: {
    back: '全部状态机',
    notFound: '没有此 ID 的状态机。',
    diagram: '状态图',
    legend: { covered: '已覆盖', uncovered: '未覆盖', active: '当前状态', enabled: '当前可用' },
    fit: '适应宽度',
    actual: '实际大小',
    spec: '规格',
    kind: { state: '状态', transition: '转换', guard: '守卫结果' },
    exportSvg: '导出 SVG',
    exportMermaid: '导出 Mermaid',
    states: '状态',
    rules: '规则',
    implementedBy: '实现该规则的转换',
    exercisedBy: '{{count}} 条测试路径验证',
    notExercised: '没有测试路径验证此规则',
    paths: '生成的测试路径',
    pathsIntro: '每条路径都在状态机上运行；若状态机有页面，也会在该页面上运行。',
    uncovered: '未覆盖',
    allCovered: '所有状态、转换和守卫结果均已覆盖。',
    simulate: '模拟',
    simulateIntro: '启动状态机，然后选择一个事件或服务结果，查看下一个状态。',
    startWith: '初始输入',
    reset: '重新开始',
    current: '当前状态',
    events: '用户可发送的事件',
    outcomes: '服务结果',
    none: '此状态下不会再发生任何事。',
    history: '已执行的步骤',
    layingOut: '正在布局状态图…',
    showPaths: '显示 {{count}} 条路径',
    hidePaths: '隐藏路径',
    diagramBox: '{{title}} 的图表：方向键滚动，+ 和 − 缩放',
    layoutFailed: '无法布局此图表：{{error}}',
    destination: '跳转到',
    navigated: '（已跳转）',
    notYet: '（已选定，尚未离开）',
    noDestination: '尚无目的地',
    context: '状态机数据（上下文）',
    specSections: '这些规则引用的规范章节',
    specSectionsIntro: '上面每条规则所链接的规范原文（英文原文）。',
    specDoc: '规范 {{doc}}',
    specSays: '规范原文',
    specSection: '规范 {{section}}',
  },
  zoom: {
    group: '缩放',
    out: '缩小',
    in: '放大',
    actual: '100 %',
    fit: '完整图表',
    hint: '拖动或滚动以移动；按住 Ctrl 滚动滚轮、双指捏合或按 + − 0 键缩放。',
  },
  words: { anyState: '在任何状态下' },
  coverage: {
    shown: '显示的覆盖率',
    planned: '生成的测试路径',
    observed: '端到端运行',
    observedTitle: '端到端执行的转换',
    observedIntro:
      '上一次 Playwright 运行中真实应用的 actor 报告的转换，与生成的路径所经过的转换并列显示。',
    noRun: '此构建中没有记录端到端运行。',
    recorded: '于 {{date}} 从 {{tests}} 个端到端测试中记录。',
    transition: '转换',
    byPaths: '路径',
    byApp: '真实应用',
    summary: '{{total}} 个转换中真实应用经过了 {{observed}} 个，路径经过 {{planned}} 个。',
  },
  mutation: {
    title: '变异测试',
    intro:
      'Stryker 每次只改动状态机的一处（取反守卫、改变目标、清空文本）并运行测试；没有任何测试察觉的改动，就是无人检查的规则。数据来自最近一次 npm run test:mutation。',
    score: '已杀死的变异体',
    guards: '已杀死的守卫变异体',
    targets: '已杀死的目标变异体',
    none: '此检出中没有变异测试运行记录。',
    survivors: '没有测试杀死的变异体',
    noSurvivors: '所有变异体都已被杀死。',
    line: '行',
    change: '改动',
    kind: '类型',
    kinds: { guard: '守卫', target: '目标', other: '其他' },
  },
  machines: {
    trialInquiry: {
      title: '企业版试用咨询',
      description:
        '企业版试用申请表:字段检查、TrialInquiry(CRM 线索,勾选时订阅新闻通讯)和完成页面(规范 3 §2、§4、§5、§7)。',
    },
    contactForm: {
      title: '技术支持联系表单',
      description: '两步式技术支持联系表单及其附件（规范 3 §2-§5、§8、§9）。',
    },
    signUp: {
      title: '带实时检查和验证码的注册',
      description:
        '个人或企业注册：输入时实时检查并完成验证码，然后前往 /member/complete?t=s（规范 1 §2、§4、§5）。',
    },
    session: { title: '会话：谁已登录', description: '谁已登录（规范 1 §4 会话）。' },
    signIn: {
      title: '使用账号和密码登录',
      description: '使用账号和密码登录，然后按规范 1 §4 的规定将会员送往目的地。',
    },
    passwordChange: {
      title: '强制修改密码',
      description: '密码与账号相同的会员修改密码（规范 1 §4 第 3 步、§5）。',
    },
    accountEdit: {
      title: '账户设置（我的页面）',
      description:
        '/mypage/account 的账户设置：每项打开一个编辑弹窗，保存后进入 /mypage/account/complete（规范 1 §2、§4、§5、§7）。',
    },
    passwordReset: {
      title: '通过电子邮件重置密码',
      description:
        '重置忘记的密码：输入电子邮箱、发送链接、验证链接，然后一次性设置新密码（规范 1 §3、§4、§5、§8）。',
    },
    emailVerification: {
      title: '电子邮箱验证',
      description:
        '验证会员的电子邮箱：链接只能使用一次，可重新发送，没有邮箱时添加地址（规范 1 §2、§4、§9）。',
    },
    profileImage: {
      title: '上传头像',
      description:
        '选择图片：15728640 字节及以上不发送并显示大小提示，更小的图片带进度条上传；无法加载的图片显示默认图标（规范 1 §5、§7、§8、§9）。',
    },
    accountDeletion: {
      title: '注销账户',
      description: '填写调查内容后删除自己的账户，然后以退出登录的状态离开（规范 1 §4、§7）。',
    },
    marketingPermissions: {
      title: '营销许可弹窗',
      description:
        '向同意值为 0、邮箱已验证且国家已知的企业用户询问新闻通讯许可、语言和行业，并通过 MemberRequiredInfoSet 保存（规范 1 §2、§4、§7）。',
    },
    signOut: { title: '退出登录', description: '结束会话并离开（规范 1 §4）。' },
    socialSignIn: {
      title: '使用社交平台令牌登录',
      description: '使用社交平台令牌登录，并根据其应答跳转（规范 1 §4）。',
    },
    featureRelease: {
      title: '新功能与补丁说明',
      description:
        '某一版本的新功能与补丁说明，版本 12 来自网站自带的存档（规范 3 §2、§3、§7、§8）。',
    },
    helpArticles: {
      title: '常见问题与帮助文章',
      description: '以页面语言显示支持页面的常见问题与帮助文章（规范 3 §7）。',
    },
    tutorials: {
      title: '教程',
      description:
        '教程列表与单个教程，失败时将 "{errCode}:{errMsg}" 翻译后显示（规范 3 §7、§8）。',
    },
    contentList: {
      title: '新闻与案例列表',
      description: '带有“加载更多”的新闻或案例列表页（规范 3 §2、§4、§7）。',
    },
    orderSetup: {
      title: '企业订单步骤',
      description:
        '企业管理员结账的第 1-4 步：订单类型、在最终用户 ID 弹窗中选择的最终用户、席位数和期数、确认（规格 2 §2、§4、§6）。',
    },
    couponPopup: {
      title: '优惠券弹窗',
      description:
        '以订单货币列出会员的优惠券、登记代码（RegCoupon）、选择用于订单的优惠券（规格 2 §4、§7、§8、§9）。',
    },
    checkout: {
      title: '结账',
      description:
        '从价格路由开始的单个许可证结账：服务器决定的价格、账单地址及其税费（含货币变更确认）、同意条款、优惠券、付款方式，以及通过银行卡、PayPal 或支付宝下单（规格 2 §2、§4、§5、§7）。',
    },
    pricingPage: {
      title: '方案概览',
      description: '/pricing 的方案概览：周期切换、促销期以及两个通知弹窗（规格 2 §1-§3）。',
    },
    steamClaim: {
      title: 'Steam 活动奖励领取',
      description: '/event/steam 的 Steam 活动奖励领取 (spec 3 §2, §4, §6-§8)。',
    },
    communitySubmission: {
      title: '社区投稿',
      description: '附带 zip 文件的作品或案例投稿表单 (spec 3 §2-§5, §7-§9)。',
    },
    contentPost: { title: '新闻文章', description: '按序号打开的一篇文章（规范 3 §2、§7）。' },
    spotlightFeed: {
      title: '用户聚焦动态',
      description: '以键集分页浏览的用户聚焦动态（规格 3 §2、§3、§7、§9）。',
    },
    spotlightPost: {
      title: '用户聚焦帖子',
      description: '带有相关帖子、翻译和分享链接的用户聚焦帖子（规格 3 §2、§3）。',
    },
    homeContent: { title: '首页新闻', description: '首页上的新闻（规范 3 §2）。' },
    errorPopup: { title: '全局错误弹窗', description: '规范 1 §8 的全局错误弹窗。' },
    headerMenu: {
      title: '页眉菜单',
      description: '页眉子菜单、语言选择器和个人资料框（规范 1 §2）。',
    },
    siteShell: {
      title: '网站外壳',
      description:
        '网站的框架：维护页面、中国链接、顶部横幅、菜单中的新闻和页面浏览记录（规范 1 §2、§4）。',
    },
    popupSuppression: {
      title: '弹窗隐藏',
      description: '某个外壳弹窗现在是否显示，以及如何记住它已被关闭（规范 1 §4）。',
    },
  },
  rules: {
    'SETUP-1':
      '购买企业产品的企业管理员先选择订单类型（新购、置换、升级）、最终用户、席位数和期数并确认，然后才是地址和付款。个人会员从地址开始。',
    'SETUP-2': '购买对象是本公司的最终用户（GetMyMemberList）；没有列表就不能下单。',
    'SETUP-3':
      '最终用户在最终用户 ID 弹窗中选择：只有选中单选项时选择按钮才可用；关闭弹窗不改变任何内容。',
    'SETUP-4':
      "订单不是新购且该 ID 已有订单类型，或已预约且不是新 ID 时，该行不可选；预约的行显示 'Scheduled' 及日期，新行显示 'NEW'。",
    'SETUP-5':
      '修改已完成的步骤前先确认：第 1 步清除全部三步，第 2 步清除第二、三步，第 3 步只清除第三步；取消则不变。',
    'SETUP-6':
      '网络版和学术版产品的席位数（学术版至少 10，最多 999）和期数 1 到 10；超出范围时标出该字段。',
    'SETUP-7':
      '订单属于所选最终用户：新购增加席位，置换和升级替换最终用户的许可证，期数即 cntExtend。',
    'COUPON-1':
      '优惠券弹窗以订单货币列出会员该产品的优惠券（第 1 步）；无法读取列表时带错误关闭（-1）；关闭则不应用任何内容。',
    'COUPON-2':
      '按钮按下 500 毫秒后用 RegCoupon 登记代码；空白先被拒绝；被拒绝时为第 2 步：2000 已登记、2003 已过期、2004 无法添加、2005 已达上限，其他为无效。',
    'COUPON-3': '可以选择未过期的优惠券；使用后弹窗关闭，结账应用该优惠券。',
    'CHECKOUT-1':
      '结账从价格路由（产品、席位数、优惠券代码和试用标记）开始；价格是服务器对 GetCalcPrice 的回答。没有价格就不能下单。',
    'CHECKOUT-2':
      '账单地址：逗号变为空格；地址第 1 行、城市、邮编和国家为必填（国家超过 1 个字符）；美国地址需要列表中的州；增值税号可选。',
    'CHECKOUT-3':
      '地址有效后请求 GetCalcTax；errCode 0 或 1 为成功（显示税费、地址已保存、可以付款）；其他为税费错误。修改地址后需重新保存。',
    'CHECKOUT-4':
      '按账单国家的货币重新请求价格；货币变化时，税费暂缓，直到会员同意后才适用最终税费。',
    'CHECKOUT-5':
      '优惠券代码不能为空；已使用的代码会显示重复警告；使用后价格打折并重新计算税费；被拒绝时说明原因；移除会清除代码。',
    'CHECKOUT-6':
      '只有在同意条款和退款政策、选择付款方式并保存地址后才能下单；否则显示缺少的步骤。',
    'CHECKOUT-7':
      '银行卡：先获取客户端密钥（GetIntentBeforeSetOrder），再用它调用 SetOrder4Stripe，然后进入银行卡付款页面，该页面返回完成页面。',
    'CHECKOUT-8':
      'PayPal：通过 GetPaypalToken 获取令牌，然后 SetOrder；再进入 PayPal 批准页面（或完成页面）。',
    'CHECKOUT-9': '其他付款方式（支付宝）：SetOrder4Stripe；支付宝页面在 800x500 的窗口中打开。',
    'CHECKOUT-10':
      '下单被拒绝时打开该代码的提示弹窗（规格 2 §8：订单和试用代码各有文案与按钮，其他代码显示警告弹窗），不会下单。关闭后回到表单；若为 -3，则重新查询价格和税费。在支付服务商处失败的付款进入 /pricing/complete?type=fail。',
    'CHECKOUT-11':
      '支付宝状态在 0、1、2 秒各查询一次，共 3 次：chargeable 进入 per 或 ent 完成页面，failed 进入失败页面，否则进入处理中页面。',
    'CHECKOUT-13':
      '应用的优惠券使应付金额为零时无需付款方式：免费优惠券订单（SetOrder，payMethod 8，价格 0，地址为空，优惠券期限内 1 个席位）以完成页面结束。',
    'CHECKOUT-14':
      '勾选退款同意框会打开该订单的退款政策（月付、标准月付、学生、年付、选项、商店）；只有在其中同意才算同意退款，关闭则仍未同意，取消勾选即撤回同意。',
    'CHECKOUT-12': '每次提交订单使用一个幂等键：同一订单保持同一键，订单变化则使用新键。',
    'PRICE-1': '方案卡片一次只显示一个周期的价格；先显示按年价格，访客可在按年和按月之间切换。',
    'PRICE-2':
      '太平洋时间 2021 年 11 月 16 日至 12 月 31 日期间，个人多年价格（196 USD、1411 CNY）显示在活动价格（280 USD、2016 CNY）旁边；该期间以外两者都不显示。',
    'PRICE-3':
      '续订通知在访客请求时打开，显示单机版和网络版的续订价格（$1900 和 $2000，中国为 ¥14,000 和 ¥15,000），可用按钮或 Esc 键关闭。',
    'PRICE-4': '查询参数 type 为 enterprise 时，先显示企业通知弹窗；关闭后即可浏览方案。',
    'PRICE-5': '通知打开期间，其后的方案不会变化：周期切换需在关闭通知后进行。',
    'TRIAL-1':
      '试用申请表的每个字段都有状态:initial(isValid 0)、success(1)或 fail(-1);修改字段后恢复为 initial。',
    'TRIAL-2': '姓名、电子邮件、公司名称、公司网址、咨询内容和同意为必填项:为空时以 blank 失败。',
    'TRIAL-3': '公司网址必须符合网址格式(可选协议、域名、可选端口和路径)。',
    'TRIAL-4': '咨询内容去除首尾空白后至少需要 200 个字符;不足则判定为失败。',
    'TRIAL-5': '姓名和公司名称由服务器(CheckName)检查:负的 errCode 表示不可用的词语。',
    'TRIAL-6': '电子邮件由服务器(CheckEmail)检查:0 和 -5 通过,-4 无效,-10 为空。',
    'TRIAL-7':
      '只有所有字段都有效的表单才会发送:以咨询实体调用 TrialInquiry(职位和行业默认为其他)。',
    'TRIAL-8': '成功后发送 CRM 线索,勾选时再订阅新闻通讯;表单重置并显示完成页面。',
    'TRIAL-9': '新闻通讯订阅失败时,表单仍然完成。',
    'TRIAL-10': '被拒绝或失败的咨询保留表单原样并显示已翻译的错误;访客可以再次发送。',
    'FEAT-1':
      '新功能页面以页面语言请求所选版本的发布内容：版本 12 来自网站自带的存档，12.1 和 12.2 来自 GET releases/{version}/features。',
    'FEAT-2':
      '每个版本显示主视觉、主要功能、其他功能（图片或 webm 与 mp4 视频对）、手册链接和补丁说明。',
    'FEAT-3': '获取发布内容失败时清空新功能数据；访问者可以重试。',
    'FEAT-4': '访问者在 12、12.1 和 12.2 中选择；请求其他版本，不会重复请求当前显示的版本。',
    'FEAT-5': '手册链接指向页面语言的帮助中心：en-us、ko、ja、zh-cn。',
    'HELP-1': '支持页面以页面语言显示常见问题和固定分区的帮助文章；失败时清空并提供重试。',
    'TUTO-1': '教程页面列出 GetTutorialList，并用 Seq 和内容语言通过 GetTutorialView 打开教程。',
    'TUTO-2': 'errCode 不为 0 的教程调用以 "{errCode}:{errMsg}" 失败，页面显示翻译后的消息。',
    'CONTACT-1':
      '表单分两步：第 1 步为咨询类型、用户类型、标题、描述、附件，以及技术问题或错误报告时的软件版本和补丁版本；第 2 步为电子邮件、姓名、国家/地区、语言，以及选择其他语言时的该语言。',
    'CONTACT-2': 'ut 查询参数预先选择用户类型：1 为个人，3 为企业用户。',
    'CONTACT-3':
      '当咨询类型、用户类型、标题和描述有效，且 technical_issues 或 bug_report_ 时版本和补丁版本也有效时，第 1 步完成：4 个或 6 个有效字段。',
    'CONTACT-4':
      '当电子邮件、姓名、国家/地区和语言有效，且 others_lang_md 时其他语言也有效时，第 2 步完成：4 个或 5 个有效字段。',
    'CONTACT-5': '只有两步都完成时才能提交。',
    'CONTACT-6':
      '空白文本（为空、单个空格或去除空白后为空）无效；标题、描述、姓名和咨询类型为必填。',
    'CONTACT-7':
      '电子邮件由服务器验证：代码 0 和 -5（已被使用）可以接受，-11 表示为空，其他代码保留为无效。',
    'CONTACT-8': '版本列表只提供高于 7 的产品版本。',
    'CONTACT-9': '发送工单时显示加载指示。',
    'CONTACT-10':
      'errCode 为 0：所有字段重置，上传列表清空，语言和用户类型重置；访客进入完成页面，或在备用流程（从错误对话框打开的表单）中显示完成弹窗。',
    'CONTACT-11': '其他 errCode 或网络故障会停止加载并保持表单原样；errCode 不显示任何消息。',
    'ATTACH-1':
      '一个表单的附件总计必须小于 50,000,000 字节；超过时显示文件过大错误，且不发送任何内容。',
    'ATTACH-2': '每个附件通过 zendeskFileUpload 发送并显示进度条；其令牌随工单一起提交。',
    'ATTACH-3':
      '只有服务器返回 errCode 0 时，删除附件才会移除文件条目及其令牌；否则不做任何更改（失败仅记录）。',
    'STEAM-1': '仅个人会员（memberType 1）进行 Steam 奖励领取，其他会员直接进入 hasItem 状态。',
    'STEAM-2': '先发送许可证检查（不使用其响应），再用 Steam ID 发送拥有权检查。',
    'STEAM-3': '拥有权检查没有结果（rtnObj null）时为 notvaild。',
    'STEAM-4': 'ownsapp 为 false 时为 notItem。',
    'STEAM-5': 'ownsapp 为 true 时，errCode -1003 为 overlap，-1101 为 hasItem，其他为 complete。',
    'STEAM-6': '各状态通过 /event/steam 的 status 查询参数显示。',
    'STEAM-7': '空的 Steam ID 不会发送，表单会要求填写。',
    'SUBMIT-1': '姓名、城市、自我介绍、作品标题、作品说明、GPU 和渲染器不为空即有效。',
    'SUBMIT-2':
      '邮箱先检查是否为空，再须符合 本地部分@域名.后缀 的格式，否则状态为 vaild（无效）。',
    'SUBMIT-3':
      'Steam ID 为空时为 blank，长度不是正好 17 个字符时为 min，否则为 success；网址始终接受；国家选择后即有效，默认回退为 KR。',
    'SUBMIT-4': '52428800 字节及以上的 zip 会被拒绝并显示大小提示。',
    'SUBMIT-5': '未选择 zip 提交时显示缺少 zip 的提示，不发送任何内容。',
    'SUBMIT-6': '只有填写所有必填项并勾选两项同意（条款和隐私）后才能提交。',
    'SUBMIT-7':
      '有效的表单以 FF2112 发送：模型（isPro 始终为 false，cpu 为 GPU 值）和 zip 以 multipart 方式发送。',
    'SUBMIT-8': '在服务器响应前进度停留在 90，成功（errCode 0）后变为 100。',
    'SUBMIT-9':
      '成功后 500 毫秒表单淡出并清空，600 毫秒时重置（隐藏进度、显示成功），再过 100 毫秒滚动回保存的位置。',
    'SUBMIT-10':
      '被拒绝的提交保持表单不变：超出大小（-5500）显示大小提示，缺少 zip（-5600）显示缺少 zip 的提示。',
    'SUBMIT-11': '条款和隐私政策的文字可在投稿表单中以弹窗打开和关闭。',
    'POST-1': '文章通过序号和内容语言调用 GetView 读取。',
    'POST-2': 'GetView 返回的 info 为空时文章不存在：访客被带到调用方指定的路由（默认为列表）。',
    'POST-3': 'GetView 的 errCode 不为 0 时不做任何变化：不显示文章也不跳转，访客可以重试。',
    'FEED-1':
      '用户聚焦动态按最新顺序每页 12 篇，搜索带有产品标签、分类为 110 的社区帖子；访客输入关键词时一并发送。',
    'FEED-2': '下一页以上一页的 lastSort 作为 searchAfter 重复发送，并把新帖子追加到列表后面。',
    'FEED-3': '只有当动态中的帖子少于 totalCount 且最后一页带有 lastSort 时，才提供“显示更多”。',
    'FEED-4':
      '失败的社区调用以 status、message 和 code 保存，message 为服务器消息，否则为韩语默认文案“알 수 없는 오류가 발생했습니다.”；动态保留已显示的帖子，并可再次请求。',
    'FEED-5': '输入新关键词会从第一页重新搜索。',
    'SPOT-1':
      '用户聚焦帖子通过 GET /api/community/post/{id} 读取；服务器不认识的帖子（404）显示为未找到。',
    'SPOT-2': '帖子下方的相关帖子按帖子 id、分类和作者请求。',
    'SPOT-3': '帖子可以翻译成页面语言（toLanguage 为对应的内容语言），也可以恢复显示原文。',
    'SPOT-4': '复制分享链接后显示“已复制”标记。',
    'LIST-1': '列表页按文章类型和内容语言筛选，带页码和每页条数调用 GetList。',
    'LIST-2': '增量模式的“加载更多”以相同的每页条数请求下一页，并把其中的文章追加到列表。',
    'LIST-3': '累积模式的“加载更多”请求第 1 页，条数为当前页数乘以每页条数，并替换列表。',
    'LIST-4': '加载状态 1 表示已加载且有条目；-1 表示为空或失败。',
    'LIST-5': '列表加载期间显示 20 张空白占位卡片。',
    'LIST-6': 'GetList 失败时清空列表、重置总数并将加载状态设为 -1；访客可以从第一页重试。',
    'LIST-7': '仅当列表中的文章少于总数时才显示“加载更多”按钮。',
    'SIGNIN-14':
      '超过登录次数上限的账户会收到 HTTP 428（errCode -428）：显示验证码，完成后连同答案重新发送登录。',
    'SIGNUP-1':
      '账号在最后一次输入 500 毫秒后由服务器（CheckID）检查：0 可用；-2 无效（大写、特殊字符、仅数字、韩文提示）；-80 已被使用；-82 云衣橱关联用户；-83 已注销用户；-1000 不可用账号；-10 为空。检查状态显示为初始、检查中、成功或失败。',
    'SIGNUP-2':
      '电子邮件由服务器（CheckEmail）检查：-4 无效，-10 为空；0 与 -5 的两种解读都保留，是否可用由服务器的判定决定。',
    'SIGNUP-3':
      '姓名不能为空（个人：名和姓分别不能为空，firstblank 和 lastblank）；服务器（CheckName）以 -1001 拒绝违禁词；连续空格合并为一个。',
    'SIGNUP-4':
      '密码逐条规则检查（8 到 20 个字符；一个字母；一个数字；~ ! @ # $ % ^ & * ( ) _ + 之一；仅限 ASCII；无其他字符；不得与账号相同），每条规则在最后一次输入 500 毫秒后显示为初始、检查中、成功或失败。',
    'SIGNUP-5': "使用 Alt 键输入的密码以 'alt' 失败。",
    'SIGNUP-6': "密码栏禁止粘贴，并在栏中提示（'copied'）。",
    'SIGNUP-7': '确认密码不能为空，至少 6 个字符，并且必须与密码一致。',
    'SIGNUP-8': '国家为必填项；企业的职业固定为 99。',
    'SIGNUP-9': '在所有字段有效且验证码完成之前不发送任何内容；国家为 CN 的访客无需验证码。',
    'SIGNUP-10':
      'Join 随表单发送（姓名按姓、名顺序合并，brId 等于账号，企业职业为 99），并在 5000 毫秒内应答；errCode 0 前往 /member/complete?t=s。',
    'SIGNUP-11': 'Join errCode -1001（姓名含违禁词）时标记姓名并将页面滚动到顶部。',
    'SIGNUP-12': 'Join errCode -1000 时将账号标记为不可用账号。',
    'SIGNUP-13':
      'Join 的其他拒绝标记在相应字段（账号 -2、-80、-82、-83；电子邮件 -4、-5）；其他代码显示为"代码 - 信息"。',
    'SIGNUP-14':
      'Join 失败时在表单上显示明确的错误；网络或意外错误还会弹出全局错误窗口；HTTP 428 要求重新完成验证码。',
    'SIGNIN-1': '去除首尾空格后为空的账号或密码，会在发起任何调用之前在对应字段上标出。',
    'SIGNIN-2': 'loginResult 0 表示登录成功；保存会话令牌（Cookie jwt_token，2 天）。',
    'SIGNIN-3': 'loginResult -1 将账号和密码都标为无效。',
    'SIGNIN-4': 'loginResult 2 标出每个空白字段。',
    'SIGNIN-5': 'loginResult -2 给出状态 contact：请用户联系客服。',
    'SIGNIN-6': '其他任何 loginResult 都作为"代码 - 信息"形式的错误显示。',
    'SIGNIN-7':
      '调用失败时在表单上显示清楚的错误；网络或意外错误（无应答、超时、服务器错误、违反契约的应答）还会弹出全局错误弹窗，被拒绝的请求（HTTP 4xx）则不会。',
    'SIGNIN-8': '登录后，没有电子邮箱的用户前往 /member/addemail。',
    'SIGNIN-9': '登录后，电子邮箱未验证的用户前往 /member/emailverifywarning。',
    'SIGNIN-10': '登录后，密码与账号相同的用户前往 /member/passchange。',
    'SIGNIN-11': '尚未整合的关联（云衣橱）企业用户或终端用户获得状态 integrate_closet_ent。',
    'SIGNIN-12':
      '否则用户前往返回地址；没有则前往支持页；再没有则前往由 type、userType、orderType 和 period 构成的价格页；都没有则回到首页。',
    'SIGNIN-13': '电子邮箱已验证的个人用户获得状态 signin，未整合时获得 integrate_closet_per。',
    'SOCIAL-1': '社交平台令牌登录收到 errCode 0 和令牌时，用户登录，并传递首次登录标志。',
    'SOCIAL-2': 'errCode -300 前往 /member/warning。',
    'SOCIAL-3': 'errCode -301 前往 /?modal=is_integration_blocked。',
    'SOCIAL-4': '其他任何 errCode 回到首页。',
    'SOCIAL-5': 'HTTP 400 应答前往 /member/emailverifywarning?t=c。',
    'SOCIAL-6': '其他任何失败前往 /member/emailverifywarning。',
    'SOCIAL-7': '没有代码的社交登录链接无法兑换；页面会说明这一点并提供登录表单。',
    'SESSION-1': '网站通过 GetUserInfo 得知谁已登录：一个用户，或在其应答 401 或失败时无人登录。',
    'SESSION-2': '登录或退出后会重新查询会话，使页眉和访问守卫随之更新。',
    'SIGNOUT-1': '结束会话时调用 Logout，清除 Cookie，并跳转到 returnUrl，没有则回到首页。',
    'PASSCHANGE-1':
      '按规则逐条检查新密码（8 至 20 个字符；字母；数字；~ ! @ # $ % ^ & * ( ) _ + 之一；只含 ASCII 字母、数字和这些特殊字符）；最后一次输入 500 毫秒后，每条规则显示初始、检查中、通过或未通过。',
    'PASSCHANGE-2': "新密码与账号或当前密码相同时以 'same' 失败。",
    'PASSCHANGE-3': "使用 Alt 键输入的新密码以 'alt' 失败。",
    'PASSCHANGE-4': "密码栏禁止粘贴，并提示（'copied'）。",
    'PASSCHANGE-5': '确认密码不能为空，至少 6 个字符，且必须与新密码一致。',
    'PASSCHANGE-6': '有空白栏或密码规则未通过时不发送任何内容，并在相应栏位标出问题。',
    'PASSCHANGE-7':
      'SetMemberField 的 errCode -6 表示新密码为空或太短，-1004 表示当前密码错误，其他代码以“代码 - 信息”显示。',
    'PASSCHANGE-8': 'errCode 0：密码已修改，重新确认会话，会员进入网站（首页）。',
    'PASSCHANGE-9': '调用失败时在表单上显示错误；网络或意外错误还会弹出全局错误窗口。',
    'RESET-1':
      '重置请求需要个人或企业账户的电子邮箱；状态 0 空闲、1 发送中、2 已发送；发送后 /member/submitted 提示用户查看邮件。',
    'RESET-2': "不含 @ 的电子邮箱以 'email blank value' 失败，不发送任何内容。",
    'RESET-3': 'errCode -82 表示用户不存在：状态为 noneUser，表单保留。',
    'RESET-4': '请求的其他任何失败（其他 errCode、无应答）得到状态 -1，并前往 /member/unablepw。',
    'RESET-5': '打开新密码表单之前，先用 CheckVaildPwMail 验证邮件中的链接。',
    'RESET-6':
      "新密码遵循规范 1 §5 的规则（8 至 20 个字符、字母、数字、特殊字符、只含 ASCII，与账号相同为 'same'，使用 Alt 键为 'alt'，粘贴为 'copied'）；最后一次输入 500 毫秒后，每条规则显示初始、检查中、通过或未通过；确认密码必须一致且至少 6 个字符。",
    'RESET-7':
      'SetPw 只能使用链接一次：成功后前往 /member/complete?t=r；已使用或已过期的链接前往 /member/expired。',
    'RESET-8': 'SetPw 失败时在表单上显示明确的错误；网络或意外错误还会弹出全局错误窗口。',
    'ACCOUNT-1':
      '账户设置先加载会员信息（GetUserInfo）；每一项打开带有当前值的编辑弹窗，保存后关闭弹窗并显示 /mypage/account/complete。',
    'ACCOUNT-2':
      "新密码遵循规范 1 §5 的规则（8 到 20 个字符、字母、数字、列出的特殊字符、仅限 ASCII、不同于 ID 和当前密码 'same'、不得使用 Alt 键 'alt'、禁止粘贴 'copied'）；确认密码须一致且至少 6 个字符；空白项会被标出，不发送任何内容。",
    'ACCOUNT-3':
      '先用 CheckMyPW 核对当前密码（-1000：标为错误，不保存）；再以当前密码作为 oldVal 调用 SetMemberField pw：-6 为空或过短，-1004 当前密码不符。',
    'ACCOUNT-4':
      '空白姓名在调用前即被标出；连续空格合并为一个；SetMemberField name 返回 -1005 时标出违禁词。',
    'ACCOUNT-5':
      '修改电子邮箱：个人会员和云衣橱整合会员经 /logout?gotomail=1&port=1 前往合作网站；其他会员通过 SetEmail 保存（标出 -4 无效、-5 已使用、-10 为空），地址变为未验证并发送验证邮件。',
    'ACCOUNT-6': '整合（单点登录）账户只能在合作网站修改密码和电子邮箱：不会为其打开弹窗。',
    'ACCOUNT-7':
      '国家（必填）、职业、新闻简报同意和首选语言通过 SetMemberField（modFld country、job、agreement、preferredLang）保存。',
    'ACCOUNT-8':
      '账单地址通过 GetUserBillAddress 读取、SetBillAddress 保存；输入的逗号变为空格；国家为必填，美国地址从美国州列表中选择州。',
    'ACCOUNT-9':
      '调用失败时显示明确的错误；网络或意外错误还会弹出全局错误窗口；其他 errCode 显示为“代码 - 信息”。',
    'VERIFY-1':
      '验证邮件中的链接（/member/emailverify）只能验证地址一次；已使用、未知或已过期的链接会给出相应提示。',
    'VERIFY-2': '重新发送按钮会再次发送验证邮件（ResendVerifyEmail），每 1500 毫秒最多一次。',
    'VERIFY-3':
      '没有电子邮箱的用户添加邮箱（SetEmail）；-10 为空、-4 无效、-5 已被使用会在栏位上标出；成功后前往 /member/emailsent。',
    'VERIFY-4': '调用失败时显示明确的错误；网络或意外错误还会弹出全局错误窗口。',
    'SIGNOUT-3': '/logout?gotomail=1（port=1：云衣橱平台）会结束会话并前往合作网站的邮箱页面。',
    'SIGNOUT-2': 'Logout 失败时仍会清除本地会话并跳转。',
    'ACCESS-1':
      '电子邮箱已验证的已登录用户会被从登录和注册页送回 returnUrl（如有），否则回到首页。',
    'ACCESS-2':
      '电子邮箱未验证的已登录用户打开订单或试用页时，会被送往 /member/emailverifywarning。',
    'ACCESS-3': '没有电子邮箱的已登录用户打开订单、试用或账户页时，会被送往 /member/addemail。',
    'ACCESS-4': '重新发送验证、添加电子邮箱和修改密码页面会把未登录的访客送回首页。',
    'ACCESS-5':
      '未同意协议且电子邮箱已验证的企业用户打开订单页或个人仪表板（我的页面）时，会被送往 /product/trial。',
    'ACCESS-6':
      '订单、结账、我的页面和账户页面会要求未登录的访客登录，并以该页面作为返回地址（试用页面除外：仅在下载归档前要求登录）。',
    'POPUP-1':
      '以"一天内不再显示"关闭的弹窗，通过保存在上级域名、SameSite=Lax、有效期 86400 秒的 Cookie 隐藏一天。',
    'POPUP-2': '以"永不显示"关闭的弹窗由一个没有过期时间的 Cookie 隐藏。',
    'POPUP-3': '问卷弹窗在页面加载 1 分钟后出现。',
    'POPUP-4': '问卷弹窗仅在上次关闭超过一天后才会再次出现。',
    'POPUP-5': '关于整合账户的法律声明弹窗在登录时显示，关闭后不再打开。',
    'POPUP-6': '按 Esc 键或点击外部可关闭弹窗。',
    'POPUP-7':
      '外壳弹窗一次最多显示一个，顺序为：法律声明、营销许可、调查、促销；前一个弹窗仍在判断是否显示或已打开时，后一个等待。',
    'POPUP-8':
      '法律弹窗向账户已整合的已登录会员显示，并按语言的日期格式给出整合账户条款的日期（2024 年 2 月 28 日生效，争议条款 2024 年 5 月 1 日生效）。',
    'POPUP-9':
      '促销弹窗显示在其读者所在的页面（下载页显示 Linux 版发布，已关联云衣橱的会员在我的页面看到云衣橱同步通知），每次浏览页面最多显示一个，每个都可选择一天内不再显示或不再显示。续订价格和企业价格通知属于价格页自身（PRICE 规则）。',
    'ERRPOP-1':
      '网络或意外错误会打开全局错误弹窗，标题为"Error"，括号中为代码，并显示消息的前 20 个字符。',
    'ERRPOP-2': '联系我们前往 /support/contact。',
    'ERRPOP-3': '发送错误代码会创建一个包含 API 名称、代码和消息的支持工单，期间显示加载状态。',
    'ERRPOP-4': '关闭错误弹窗后回到首页。',
    'MENU-1': '宽度大于 1279 px 时，除 Pricing 外的顶级菜单项在悬停时打开子菜单。',
    'MENU-2': '宽度为 1279 px 及以下时，汉堡按钮取代菜单栏，顶级菜单项在点击时打开子菜单。',
    'MENU-3': '按 Esc 键关闭任何已打开的菜单。',
    'MENU-4':
      '点击可在任何宽度下打开菜单，并保持打开，直到再次点击、按 Esc 键或点击链接；点击链接会关闭所有菜单和抽屉（规格未说明，在此决定）。',
    'SHELL-1': '当服务表示正在维护时，维护页面取代整个网站。',
    'SHELL-2': '对中国有不同地址的菜单链接，在访客 IP 所属国家为 CN 时使用中国地址。',
    'SHELL-3': '仅当内容服务为该页面返回横幅时才显示顶部横幅（lang 为大写，applyUrl 为该页面）。',
    'SHELL-4': '大型菜单轮播显示最新的三篇新闻。',
    'SHELL-5': '每次页面跳转都会记录一个 page_view 事件，并附带保留 31536000 秒的唯一 ID Cookie。',
    'PROFILE-1': '15728640 字节及以上的头像不会发送，立即显示大小提示。',
    'PROFILE-2': '小于限制的图片通过 UploadProfile 发送，进度条显示已发送的部分。',
    'PROFILE-3':
      '保存后显示新头像并重新获取会话（页头也会显示）；服务器拒绝大小（413）时显示大小提示，拒绝文件（415）时提示不是图片。',
    'PROFILE-4': '无法加载的头像替换为默认账户图标：浅色背景上为深色图标，深色背景上为白色图标。',
    'PROFILE-5': '上传失败时显示明确的错误；网络或意外错误还会弹出全局错误窗口。',
    'DELETE-1': '删除账户前先要求确认并填写调查内容（离开的原因）；取消则不做任何更改。',
    'DELETE-2':
      'DeleteUser 以会员本人的 comId、brId 和调查内容发送；errCode 0 时清除会话并以退出登录的状态回到首页。',
    'DELETE-3':
      '删除被拒绝或失败时保持登录，在确认界面显示明确的错误；网络或意外错误还会弹出全局错误窗口。',
    'MARKETING-1': '营销许可弹窗只向同意值为 0、邮箱已验证且国家在国家列表中的企业用户显示。',
    'MARKETING-2':
      '弹窗询问新闻通讯许可（开关）、首选语言，以及规范 1 §3 列表中的职业（个人用户）或行业（企业用户）；未选择职业或行业就保存时，会标出该项且不发送任何内容。',
    'MARKETING-3':
      '保存时通过 MemberRequiredInfoSet（PUT）发送：同意新闻通讯为 agreement 1，不同意为 0，以及首选语言和所选代码；errCode 为 0 时弹窗关闭并重新获取会话信息。',
    'MARKETING-4':
      '未保存就关闭弹窗（关闭按钮、Esc 或点击外部）时，用一天的 Cookie（86400 秒）隐藏一天；之后仍会再次询问，因为答案仍未提供（规范未说明这种关闭方式，在此决定）。',
    'MARKETING-5':
      '保存后在此浏览器中不再显示（无过期时间的标记），即使用户拒绝新闻通讯、同意值仍为 0 也一样（在此决定：答案已保存）。',
    'MARKETING-6':
      '保存被拒绝或失败时，弹窗保持打开并保留所有答案，显示清晰的已翻译错误；网络或意外错误还会弹出全局错误窗口。',
  },
}
